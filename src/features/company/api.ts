import { queryOptions } from "@tanstack/react-query";
import type { CompanyListResult, TokenPairResult } from "../../../server/contract/auth";
import { api } from "../../lib/api-client";
import { storeTokenPair } from "../auth/api";

export const companyKeys = {
  all: () => ["company"] as const,
  list: () => ["company", "list"] as const,
};

/** GET /api/login/company: the companies the account may work in (names in the user's locale). */
export const companyListQuery = () =>
  queryOptions({
    queryKey: companyKeys.list(),
    queryFn: ({ signal }) => api<CompanyListResult>("/login/company", { signal }),
  });

/** POST /api/token/reissuance/{companyId}: a new pair scoped to that company; stores it. */
export async function switchCompany(companyId: number): Promise<void> {
  const pair = await api<TokenPairResult>(`/token/reissuance/${companyId}`, { method: "POST" });
  await storeTokenPair(pair);
}
