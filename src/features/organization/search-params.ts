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

export function validateOrganizationSearch(search: Record<string, unknown>): OrganizationSearch {
  const out: OrganizationSearch = {};
  const companyId = positiveInt(search.companyId);
  const dept = positiveInt(search.dept);
  if (companyId) out.companyId = companyId;
  if (dept) out.dept = dept;
  // The server ignores what is past the limit; the address bar need not keep it either.
  if (typeof search.q === "string" && search.q.trim())
    out.q = search.q.slice(0, SEARCH_WORD_MAX_LENGTH);
  if (ORGANIZATION_SEARCH_TYPES.includes(search.type as OrganizationSearchType))
    out.type = search.type as OrganizationSearchType;
  // Its length is the server's to judge: an unknown member shows nothing either way.
  if (typeof search.member === "string" && /^[\w-]+$/.test(search.member))
    out.member = search.member;
  return out;
}
