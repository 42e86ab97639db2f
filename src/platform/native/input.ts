/**
 * Reading callback arguments from the shell as untrusted data (DESIGN section 7): a callback gets
 * an object or a JSON string; everything is copied into prototype-less records, keys that could
 * reach a prototype are dropped, oversized input is refused, and nothing here ever throws.
 */
export type InputRecord = Readonly<Record<string, unknown>>;

/** No shell payload is anywhere near this; a bigger one is junk (or an attack), not data. */
export const MAX_INPUT_CHARS = 64 * 1024;
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/** JSON.parse that drops forbidden keys at every depth; undefined for invalid or huge text. */
export function parseJsonSafely(text: string): unknown {
  if (text.length > MAX_INPUT_CHARS) return undefined;
  try {
    return JSON.parse(text, (key, value: unknown) => (FORBIDDEN_KEYS.has(key) ? undefined : value));
  } catch {
    return undefined;
  }
}

/**
 * The argument as a flat record of its own enumerable primitive fields (null prototype), or
 * undefined when it is neither a plain object nor a JSON object string. Getters that throw,
 * proxies and exotic objects end up as undefined too.
 */
export function toRecord(arg: unknown): InputRecord | undefined {
  const value = typeof arg === "string" ? parseJsonSafely(arg) : arg;
  if (typeof value !== "object" || value === null) return undefined;
  try {
    // Inside the try: Array.isArray throws on a revoked proxy.
    if (Array.isArray(value)) return undefined;
    const proto: unknown = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return undefined;
    const record: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    for (const key of Object.keys(value)) {
      if (FORBIDDEN_KEYS.has(key)) continue;
      const field: unknown = (value as Record<string, unknown>)[key];
      if (field === null || ["string", "number", "boolean"].includes(typeof field))
        record[key] = field;
    }
    return record;
  } catch {
    return undefined;
  }
}

/** A non-blank string field of at most `max` characters. */
export function readString(record: InputRecord, key: string, max = 200): string | undefined {
  if (!Object.hasOwn(record, key)) return undefined;
  const value = record[key];
  if (typeof value !== "string" || value.length > max || value.trim() === "") return undefined;
  return value.trim();
}

/** A positive integer field, given as a number or a string of digits. */
export function readId(record: InputRecord, key: string): number | undefined {
  if (!Object.hasOwn(record, key)) return undefined;
  const value = record[key];
  const digits = typeof value === "string" && value.length <= 20 && /^\d{1,9}$/.test(value.trim());
  const id = digits ? Number(value) : value;
  return typeof id === "number" && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** A yes/no field given as true/false, "Y"/"N" or "true"/"false". */
export function readYesNo(record: InputRecord, key: string): boolean | undefined {
  if (!Object.hasOwn(record, key)) return undefined;
  const value = record[key];
  if (typeof value === "boolean") return value;
  if (typeof value !== "string" || value.length > 20) return undefined;
  const text = value.trim().toUpperCase();
  if (text === "Y" || text === "TRUE") return true;
  if (text === "N" || text === "FALSE") return false;
  return undefined;
}
