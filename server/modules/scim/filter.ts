/**
 * The filters identity providers send (RFC 7644 §3.4.2.2): equality comparisons joined by `and`,
 * e.g. `userName eq "kim"`, `externalId eq "8a1f..."`, `displayName eq "영업1팀"`,
 * `emails[type eq "work"].value eq "a@b.kr"`. Attribute names are case-insensitive. Anything
 * else is a 400 invalidFilter, so a caller never mistakes an ignored filter for "no match".
 */
import { scimErrors } from "./errors";

export type FilterValue = string | number | boolean | null;

export interface Comparison {
  /** Lower-cased attribute path without a value filter, e.g. "username", "emails.value". */
  attribute: string;
  value: FilterValue;
}

const MAX_FILTER_LENGTH = 1_000;
// attrPath [ "[" subfilter "]" ] [ "." subAttr ]  SP  "eq"  SP  compValue
const COMPARISON =
  /^\s*([A-Za-z0-9:._$-]+?)(\[[^\]]*\])?(\.[A-Za-z0-9_$-]+)?\s+eq\s+("(?:[^"\\]|\\.)*"|true|false|null|-?\d+(?:\.\d+)?)\s*/i;

function parseValue(raw: string): FilterValue {
  if (raw.startsWith('"')) {
    try {
      return JSON.parse(raw) as string;
    } catch {
      throw scimErrors.invalidFilter("A quoted value of the filter is malformed");
    }
  }
  const lower = raw.toLowerCase();
  if (lower === "true") return true;
  if (lower === "false") return false;
  if (lower === "null") return null;
  return Number(raw);
}

/** Strips a schema URN prefix: "urn:...:User:employeeNumber" -> "employeenumber". */
function attributeName(path: string): string {
  const lower = path.toLowerCase();
  return lower.startsWith("urn:") ? lower.slice(lower.lastIndexOf(":") + 1) : lower;
}

export function parseFilter(filter: string | undefined): Comparison[] {
  if (filter === undefined || filter.trim() === "") return [];
  if (filter.length > MAX_FILTER_LENGTH) throw scimErrors.invalidFilter("The filter is too long");
  const comparisons: Comparison[] = [];
  let rest = filter;
  for (;;) {
    const match = COMPARISON.exec(rest);
    if (!match) {
      throw scimErrors.invalidFilter("Only `attribute eq value` comparisons joined by `and`");
    }
    const [whole, path = "", , sub = "", raw = ""] = match;
    comparisons.push({ attribute: attributeName(path) + sub.toLowerCase(), value: parseValue(raw) });
    rest = rest.slice(whole.length);
    if (rest === "") return comparisons;
    const and = /^and\s+/i.exec(rest);
    if (!and) throw scimErrors.invalidFilter("Only `attribute eq value` comparisons joined by `and`");
    rest = rest.slice(and[0].length);
  }
}

/** The one string value the filter requires of `attribute`, or undefined when it names none. */
export function stringValueOf(comparisons: Comparison[], attribute: string): string | undefined {
  const found = comparisons.find((c) => c.attribute === attribute);
  if (!found) return undefined;
  if (typeof found.value !== "string") throw scimErrors.invalidFilter(`${attribute} takes a string`);
  return found.value;
}

/** Rejects comparisons of attributes the resource cannot be filtered by. */
export function assertFilterable(comparisons: Comparison[], allowed: readonly string[]): void {
  const unknown = comparisons.find((c) => !allowed.includes(c.attribute));
  if (unknown) throw scimErrors.invalidFilter(`Filtering by ${unknown.attribute} is not supported`);
}
