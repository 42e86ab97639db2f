/**
 * The member search of the organisation chart (API.md "Organisation chart"): what the PWA's search
 * form offers and keeps in the address bar, and what the server accepts and answers.
 */

/** The `type` of a search: which fields the word is matched against ("all": every one). */
export const ORGANIZATION_SEARCH_TYPES = [
  "all",
  "name",
  "department",
  "position",
  "phone",
  "mail",
] as const;
export type OrganizationSearchType = (typeof ORGANIZATION_SEARCH_TYPES)[number];

export function isOrganizationSearchType(value: unknown): value is OrganizationSearchType {
  return (
    typeof value === "string" && (ORGANIZATION_SEARCH_TYPES as readonly string[]).includes(value)
  );
}

/**
 * At most this many members answer one search (best first, the SQL caps its rows before ranking).
 * The answer carries no "cut" flag: a full answer is the PWA's only hint that there may be more.
 */
export const ORGANIZATION_SEARCH_LIMIT = 50;

/** Characters of a search word that count; longer input is cut (nobody types that much). */
export const SEARCH_WORD_MAX_LENGTH = 50;
