/**
 * Search parameters of /OrganizationView, so back and forward move through the chart: company,
 * selected department, submitted search (word and type) and the member shown in detail.
 */
import {
  ORGANIZATION_SEARCH_TYPES,
  SEARCH_WORD_MAX_LENGTH,
  type OrganizationSearchType,
} from "../../../shared/organization-search";

export interface OrganizationSearch {
  companyId?: number;
  dept?: number;
  q?: string;
  type?: OrganizationSearchType;
  member?: string;
}

const positiveInt = (value: unknown) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * The router reads `?q=5678` as the number 5678 (search values are JSON where they parse), so a
 * word or an employee number typed by hand may arrive as a number: it means its digits.
 */
const text = (value: unknown): string | undefined =>
  typeof value === "string"
    ? value
    : typeof value === "number" && Number.isFinite(value)
      ? String(value)
      : undefined;

export function validateOrganizationSearch(search: Record<string, unknown>): OrganizationSearch {
  const out: OrganizationSearch = {};
  const companyId = positiveInt(search.companyId);
  const dept = positiveInt(search.dept);
  if (companyId) out.companyId = companyId;
  if (dept) out.dept = dept;
  // The server ignores what is past the limit; the address bar need not keep it either.
  const q = text(search.q);
  if (q?.trim()) out.q = q.slice(0, SEARCH_WORD_MAX_LENGTH);
  if (ORGANIZATION_SEARCH_TYPES.includes(search.type as OrganizationSearchType))
    out.type = search.type as OrganizationSearchType;
  // Its length is the server's to judge: an unknown member shows nothing either way.
  const member = text(search.member);
  if (member && /^[\w-]+$/.test(member)) out.member = member;
  return out;
}
