/**
 * fast-check arbitraries built from the served OpenAPI document: valid values for the JSON
 * schemas of parameters and bodies, and the classic invalid ones (wrong type, missing field, huge
 * string, NUL, lone surrogate, id past PostgreSQL's integer, unknown enum value). Only the JSON
 * Schema keywords the document uses are covered; an unknown one fails loudly (see `valid`), so a
 * new kind of field cannot silently go unfuzzed.
 */
import fc from "fast-check";

export interface Schema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  default?: unknown;
}

// Printable ASCII and a few Hangul syllables: every character is one UTF-16 unit, so zod's
// length bounds (in units) and the generator agree. NUL and surrogates are the invalid cases.
const char = fc.oneof(
  fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 1 }),
  fc.constantFrom("홍", "길", "동", "é"),
);

function validString(s: Schema): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  // Short values: the runs should exercise the logic; huge values are the invalid cases.
  const maxLength = Math.min(s.maxLength ?? 40, 60);
  if (s.pattern) {
    const pattern = new RegExp(s.pattern);
    const fits = (v: string) => v.length >= minLength && v.length <= (s.maxLength ?? Infinity);
    try {
      return fc.stringMatching(pattern).filter(fits);
    } catch {
      // fast-check cannot build lookaheads (returnTo's "^\/(?![/\\])"): a path, filtered.
      const path = fc.string({ unit: char, maxLength }).map((v) => `/${v}`);
      return path.filter((v) => fits(v) && pattern.test(v));
    }
  }
  // Many fields are trimmed before their length is checked (titles, names, ids): a value that is
  // only spaces would be a field error, not a valid request.
  return fc
    .string({ unit: char, minLength, maxLength: Math.max(minLength, maxLength) })
    .filter((v) => v.trim().length >= minLength);
}

/** A value the schema accepts. */
export function valid(s: Schema): fc.Arbitrary<unknown> {
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.anyOf) return fc.oneof(...s.anyOf.map(valid));
  // A nullable field: ["number", "null"].
  if (Array.isArray(s.type)) return fc.oneof(...s.type.map((type) => valid({ ...s, type })));
  switch (s.type) {
    case "string":
      return validString(s);
    case "integer": {
      const min = s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : (s.minimum ?? -1e6);
      // Small ids hit seeded rows; the bounds themselves are tried too.
      const max = Math.min(s.maximum ?? 1e6, Number.MAX_SAFE_INTEGER);
      return fc.oneof(
        fc.integer({ min, max: Math.min(max, min + 500) }),
        fc.constantFrom(min, max),
      );
    }
    case "number":
      return fc.double({
        noNaN: true,
        noDefaultInfinity: true,
        min: s.minimum ?? -1e6,
        max: s.maximum ?? 1e6,
      });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(valid(s.items ?? {}), { maxLength: Math.min(s.maxItems ?? 5, 5) });
    case "object": {
      const props = s.properties ?? {};
      const required = new Set(s.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of Object.entries(props)) record[k] = valid(v);
      return fc.record(record, { requiredKeys: [...required].filter((k) => k in props) });
    }
    default:
      throw new Error(`no generator for schema ${JSON.stringify(s)}`);
  }
}

export const NUL = "a\u0000b";
export const LONE_SURROGATE = "x\uD800y";
export const PAST_INT = 2 ** 31;

/** Values the schema refuses, each with a label that names the case. */
export function invalidValues(s: Schema): [string, unknown][] {
  if (s.anyOf) {
    // Refused only if every branch refuses it: keep what the non-null branches agree on.
    const branches = s.anyOf.filter((b) => b.type !== "null");
    const [first, ...rest] = branches.map(invalidValues);
    return (first ?? []).filter(([label]) => rest.every((r) => r.some(([l]) => l === label)));
  }
  if (s.enum)
    return [
      ["unknown enum value", "NOT_A_VALUE"],
      ["enum as number", 1],
    ];
  switch (s.type) {
    case "string": {
      const out: [string, unknown][] = [
        ["number for string", 12345],
        ["NUL character", NUL],
        ["lone surrogate", LONE_SURROGATE],
      ];
      // One past the bound, and far past it (still under the body limit, so a 400, not a 413).
      if (s.maxLength !== undefined) {
        out.push(["string one too long", "x".repeat(s.maxLength + 1)]);
        out.push(["huge string", "x".repeat(Math.max(s.maxLength * 4, 60_000))]);
      }
      if (s.minLength) out.push(["empty string", ""]);
      if (s.pattern) out.push(["pattern mismatch", "~NOT VALID~"]);
      return out;
    }
    case "integer":
      return [
        ["text for integer", "abc"],
        ["fraction", 1.5],
        ...(s.maximum !== undefined && s.maximum < PAST_INT ? [["id >= 2^31", PAST_INT]] : []),
        ...(s.exclusiveMinimum === 0 || (s.minimum ?? -1) >= 0 ? [["negative", -1]] : []),
      ] as [string, unknown][];
    case "boolean":
      return [["text for boolean", "yes"]];
    case "array":
      return [
        ["object for array", { a: 1 }],
        ...(s.maxItems && s.items
          ? [["too many items", fc.sample(valid(s.items), { numRuns: s.maxItems + 1, seed: 1 })]]
          : []),
      ] as [string, unknown][];
    case "object":
      return [
        ["array for object", [1, 2]],
        ["string for object", "text"],
      ];
    default:
      return [];
  }
}
