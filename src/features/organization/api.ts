import { queryOptions } from "@tanstack/react-query";
import type {
  ORGANIZATION_SEARCH_LIMIT,
  OrganizationChartResult,
  OrganizationMember,
  OrganizationSearchType,
  OrganizationUserResult,
} from "../../../server/contract/organization";
import { api } from "../../lib/api-client";
import { trackLoading } from "./loading";

export type { OrganizationMember, OrganizationNode } from "../../../server/contract/organization";
export type OrganizationUser = OrganizationUserResult;

/** Persisted root "organization" (lib/query-persist.ts): the chart reopens instantly offline. */
export const organizationKeys = {
  all: () => ["organization"] as const,
  chart: (companyId: number) => ["organization", "chart", companyId] as const,
  member: (companyId: number, employeeNo: string) =>
    ["organization", "member", companyId, employeeNo] as const,
  search: (companyId: number, word: string, type: OrganizationSearchType) =>
    ["organization", "search", companyId, type, word] as const,
  department: (companyId: number, departmentId: number) =>
    ["organization", "department", companyId, departmentId] as const,
};

/**
 * Spec 7/8: every chart call returns empty data on failure and shows no message; the loading
 * flag is set around it. Failures resolve to `empty`, so nothing is alerted or retried.
 */
async function orgCall<T>(
  path: string,
  query: Record<string, string | number>,
  signal: AbortSignal,
  empty: T,
) {
  return trackLoading(async () => {
    try {
      return (await api<T | null>(path, { query, signal })) ?? empty;
    } catch {
      return empty;
    }
  });
}

const EMPTY_CHART: OrganizationChartResult = { organizationList: [] };
const noMembers = (): OrganizationMember[] => [];

export const chartQuery = (companyId: number) =>
  queryOptions({
    queryKey: organizationKeys.chart(companyId),
    queryFn: ({ signal }) => orgCall("/organization-chart/all", { companyId }, signal, EMPTY_CHART),
    staleTime: 10 * 60_000,
    meta: { errorHandling: "silent" },
  });

export const memberQuery = (companyId: number, employeeNo: string) =>
  queryOptions({
    queryKey: organizationKeys.member(companyId, employeeNo),
    queryFn: ({ signal }) =>
      orgCall<OrganizationUser | null>(
        "/organization-chart/user",
        { companyId, employeeNo },
        signal,
        null,
      ),
    staleTime: 5 * 60_000,
    meta: { errorHandling: "silent" },
  });

const members = async (query: Record<string, string | number>, signal: AbortSignal) =>
  (await orgCall("/organization-chart/user/search", query, signal, { deptUsers: noMembers() }))
    .deptUsers ?? noMembers();

/**
 * The server answers a search with at most this many members (best first), with no flag when it
 * cut the list; a full answer is the client's only hint that there may be more. src/ may import
 * only types from the contract: the annotation makes tsc fail if the server's number changes.
 */
export const SEARCH_RESULT_LIMIT: typeof ORGANIZATION_SEARCH_LIMIT = 50;

export const searchQuery = (companyId: number, word: string, type: OrganizationSearchType) =>
  queryOptions({
    queryKey: organizationKeys.search(companyId, word, type),
    queryFn: ({ signal }) => members({ companyId, searchWord: word, type }, signal),
    enabled: word.trim() !== "",
    staleTime: 60_000,
    meta: { errorHandling: "silent" },
  });

export const departmentMembersQuery = (companyId: number, departmentId: number) =>
  queryOptions({
    queryKey: organizationKeys.department(companyId, departmentId),
    queryFn: ({ signal }) => members({ companyId, departmentId }, signal),
    staleTime: 5 * 60_000,
    meta: { errorHandling: "silent" },
  });
