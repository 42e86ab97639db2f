/**
 * Search parameters of /OrganizationView, so back and forward move through the chart: company,
 * selected department, submitted search (word and type) and the member shown in detail.
 */
import type { OrganizationSearchType } from "../../../server/contract/organization";

export const SEARCH_TYPES: readonly OrganizationSearchType[] = [
  "all",
  "name",
  "department",
  "position",
  "phone",
  "mail",
];

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

export function validateOrganizationSearch(search: Record<string, unknown>): OrganizationSearch {
  const out: OrganizationSearch = {};
  const companyId = positiveInt(search.companyId);
  const dept = positiveInt(search.dept);
  if (companyId) out.companyId = companyId;
  if (dept) out.dept = dept;
  if (typeof search.q === "string" && search.q.trim()) out.q = search.q.slice(0, 50);
  if (SEARCH_TYPES.includes(search.type as OrganizationSearchType))
    out.type = search.type as OrganizationSearchType;
  if (typeof search.member === "string" && /^[\w-]{1,32}$/.test(search.member))
    out.member = search.member;
  return out;
}
