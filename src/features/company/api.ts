import { queryOptions } from "@tanstack/react-query";
import type { CompanyListResult, TokenPairResult } from "../../../server/contract/auth";
import { api } from "../../lib/api-client";
import { announceCompanyChange, companySwitchPath } from "../../platform/native/company";
import { isNativeApp } from "../../platform/native/detect";
import { exchangeTokenPair } from "../../platform/session/token-exchange";

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

/**
 * A new pair scoped to that company, stored: POST /api/token/reissuance/{companyId} on the web; in
 * the app POST /api/native/change-company/{companyId}, and the shell is told the new company
 * (spec 4 "Company change in the app", docs/native-bridge.md "company").
 * The old family ends as the server answers: platform/session/token-exchange.ts keeps a request
 * answered 401 in that gap from ending the session.
 */
export async function switchCompany(companyId: number): Promise<void> {
  const inApp = isNativeApp();
  await exchangeTokenPair(
    (request) =>
      api<TokenPairResult>(companySwitchPath(companyId, inApp), { method: "POST", ...request }),
    "default",
  );
  if (inApp) announceCompanyChange(companyId);
}
