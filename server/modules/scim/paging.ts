/** startIndex/count paging (RFC 7644 §3.4.2.4) and the ListResponse message. */
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SCHEMA } from "./constants";
import { scimErrors } from "./errors";

export interface Page {
  startIndex: number;
  count: number;
}

function integerOf(raw: unknown, name: string): number | undefined {
  if (raw === undefined || raw === "") return undefined;
  if (typeof raw !== "string" || !/^-?\d{1,9}$/.test(raw)) {
    throw scimErrors.invalidValue(`${name} must be an integer`);
  }
  return Number(raw);
}

/** Below 1 startIndex means 1; a negative count means 0; count is capped at MAX_PAGE_SIZE. */
export function pageOf(query: Record<string, unknown>): Page {
  const startIndex = Math.max(1, integerOf(query.startIndex, "startIndex") ?? 1);
  const count = Math.min(
    MAX_PAGE_SIZE,
    Math.max(0, integerOf(query.count, "count") ?? DEFAULT_PAGE_SIZE),
  );
  return { startIndex, count };
}

export function listResponse(total: number, page: Page, resources: unknown[]) {
  return {
    schemas: [SCHEMA.listResponse],
    totalResults: total,
    startIndex: page.startIndex,
    itemsPerPage: resources.length,
    Resources: resources,
  };
}

/** The query's string parameter, or undefined; repeated parameters are a client error. */
export function queryText(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw scimErrors.invalidValue(`${name} must be given once`);
  return value;
}
