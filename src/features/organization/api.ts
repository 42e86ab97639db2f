import { queryOptions } from "@tanstack/react-query";
import type {
  OrganizationChartResult,
  OrganizationMember,
  OrganizationUserResult,
} from "../../../server/contract/organization";
import type { OrganizationSearchType } from "../../../shared/organization-search";
import { api } from "../../lib/api-client";

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
 * Spec 7/8: a failed chart call shows no message and is not retried; the query keeps what it
 * held (TanStack keeps the data of a query whose fetch fails), else the screen shows its empty
 * state. A failure stays a failure: it is not cached as an empty success, so the next visit asks
 * the server again, and an offline refetch of a chart seen online keeps it (issue 12). The loading
 * flag of spec 4 is `useIsFetching` over `organizationKeys.all()`.
 */
const orgCall = <T>(path: string, query: Record<string, string | number>, signal: AbortSignal) =>
  api<T>(path, { query, signal });

const chartCallOptions = { retry: false, meta: { errorHandling: "silent" } } as const;

const noMembers = (): OrganizationMember[] => [];

export const chartQuery = (companyId: number) =>
  queryOptions({
    queryKey: organizationKeys.chart(companyId),
    queryFn: async ({ signal }) =>
      (await orgCall<OrganizationChartResult | null>(
        "/organization-chart/all",
        { companyId },
        signal,
      )) ?? { organizationList: [] },
    staleTime: 10 * 60_000,
    ...chartCallOptions,
  });

export const memberQuery = (companyId: number, employeeNo: string) =>
  queryOptions({
    queryKey: organizationKeys.member(companyId, employeeNo),
    queryFn: async ({ signal }) =>
      (await orgCall<OrganizationUser | null>(
        "/organization-chart/user",
        { companyId, employeeNo },
        signal,
      )) ?? null,
    staleTime: 5 * 60_000,
    ...chartCallOptions,
  });

/** The member lists keep the list (not the answer) in the cache. */
async function members(query: Record<string, string | number>, signal: AbortSignal) {
  const answer = await orgCall<{ deptUsers?: OrganizationMember[] } | null>(
    "/organization-chart/user/search",
    query,
    signal,
  );
  return answer?.deptUsers ?? noMembers();
}

export const searchQuery = (companyId: number, word: string, type: OrganizationSearchType) =>
  queryOptions({
    queryKey: organizationKeys.search(companyId, word, type),
    queryFn: ({ signal }) => members({ companyId, searchWord: word, type }, signal),
    enabled: word.trim() !== "",
    staleTime: 60_000,
    ...chartCallOptions,
  });

export const departmentMembersQuery = (companyId: number, departmentId: number) =>
  queryOptions({
    queryKey: organizationKeys.department(companyId, departmentId),
    queryFn: ({ signal }) => members({ companyId, departmentId }, signal),
    staleTime: 5 * 60_000,
    ...chartCallOptions,
  });
