/**
 * Strings PostgreSQL cannot store as they were sent: a NUL character (text columns refuse it, so the
 * query failed with a 500 and an error-level log line) and a lone UTF-16 surrogate (the driver
 * silently stores U+FFFD, so the user's text changes behind their back). The route validator refuses
 * both before any schema runs, for every part of every request (params, query, body, headers).
 */

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isUnstorableText(value: string): boolean {
  return value.includes("\u0000") || LONE_SURROGATE.test(value);
}

/** The path of every unstorable string in `data` (object keys count too), at most `limit`. */
export function findUnstorableText(data: unknown, limit = 20): PropertyKey[][] {
  const found: PropertyKey[][] = [];
  const walk = (value: unknown, path: PropertyKey[], depth: number) => {
    if (found.length >= limit || depth > 32) return;
    if (typeof value === "string") {
      if (isUnstorableText(value)) found.push(path);
      return;
    }
    if (value === null || typeof value !== "object") return;
    for (const [key, item] of Object.entries(value)) {
      if (isUnstorableText(key)) found.push([...path, key]);
      else walk(item, [...path, key], depth + 1);
    }
  };
  walk(data, [], 0);
  return found;
}
