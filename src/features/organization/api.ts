import { queryOptions, type QueryFunctionContext } from "@tanstack/react-query";
import type {
  OrganizationChartResult,
  OrganizationMember,
  OrganizationUserResult,
} from "../../../server/contract/organization";
import type { OrganizationSearchType } from "../../../shared/organization-search";
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
 * Spec 7/8: every chart call resolves on failure and shows no message; the loading flag is set
 * around it, nothing is alerted or retried. On failure it resolves with `fallback`: what the
 * query already holds, else empty data. Offline (or past the worker cache's age) a refetch of a
 * chart seen online must not turn it into "no members" (issue 12).
 */
async function orgCall<T>(
  path: string,
  query: Record<string, string | number>,
  signal: AbortSignal,
  fallback: T,
): Promise<T> {
  return trackLoading(async () => {
    try {
      return (await api<T | null>(path, { query, signal })) ?? fallback;
    } catch {
      return fallback;
    }
  });
}

/** What the query holds now (the data seen last), for orgCall's fallback. */
const kept = <T>({ client, queryKey }: QueryFunctionContext): T | undefined =>
  client.getQueryData<T>(queryKey);

const EMPTY_CHART: OrganizationChartResult = { organizationList: [] };
const noMembers = (): OrganizationMember[] => [];

export const chartQuery = (companyId: number) =>
  queryOptions({
    queryKey: organizationKeys.chart(companyId),
    queryFn: (context) =>
      orgCall(
        "/organization-chart/all",
        { companyId },
        context.signal,
        kept<OrganizationChartResult>(context) ?? EMPTY_CHART,
      ),
    staleTime: 10 * 60_000,
    meta: { errorHandling: "silent" },
  });

export const memberQuery = (companyId: number, employeeNo: string) =>
  queryOptions({
    queryKey: organizationKeys.member(companyId, employeeNo),
    queryFn: (context) =>
      orgCall<OrganizationUser | null>(
        "/organization-chart/user",
        { companyId, employeeNo },
        context.signal,
        kept<OrganizationUser | null>(context) ?? null,
      ),
    staleTime: 5 * 60_000,
    meta: { errorHandling: "silent" },
  });

/** The member lists keep the list (not the answer) in the cache: a failure keeps that list. */
async function members(query: Record<string, string | number>, context: QueryFunctionContext) {
  const list = kept<OrganizationMember[]>(context) ?? noMembers();
  const answer = await orgCall("/organization-chart/user/search", query, context.signal, {
    deptUsers: list,
  });
  return answer.deptUsers ?? noMembers();
}

export const searchQuery = (companyId: number, word: string, type: OrganizationSearchType) =>
  queryOptions({
    queryKey: organizationKeys.search(companyId, word, type),
    queryFn: (context) => members({ companyId, searchWord: word, type }, context),
    enabled: word.trim() !== "",
    staleTime: 60_000,
    meta: { errorHandling: "silent" },
  });

export const departmentMembersQuery = (companyId: number, departmentId: number) =>
  queryOptions({
    queryKey: organizationKeys.department(companyId, departmentId),
    queryFn: (context) => members({ companyId, departmentId }, context),
    staleTime: 5 * 60_000,
    meta: { errorHandling: "silent" },
  });
