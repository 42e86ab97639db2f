import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

/**
 * GET /api/user (API.md "Portal"). Local type until server/contract/portal.ts exists; then switch
 * to `import type { UserResult } from "../../../server/contract/portal"`.
 */
export interface User {
  name: string;
  accountId: string;
  authority: string;
  companyId: number;
  companyList: { companyId: number; companyCode: string; companyName: string }[];
  companyCode: string;
  departmentName: string | null;
  empNo: string;
  /** Thumbnail URL or null. Not probed here: the <img> falls back to the default on error. */
  imgUrl: string | null;
  /** ISO date-time of the previous login (the NEW badge compares banners with it). */
  lastLoginAt: string | null;
  duty: string | null;
  rankCode: string | null;
  /** '-' means empty (spec 3). */
  position: string | null;
  initLogin?: boolean;
  lastPwdChanged?: string | null;
  passwordExpiresAt?: string | null;
  accountInfo?: unknown;
  alarmInfo?: { fcmYn: string; mailYn: string; smsYn: string };
}

/**
 * The user key is exactly ["user"]: the same persisted entry as features/auth `currentUserQuery`
 * (guard, my page), so the record is fetched once and the fetchers stay identical.
 */
export const userKeys = {
  all: () => ["user"] as const,
  current: () => ["user"] as const,
};

/**
 * The signed-in user. Spec 3 says the image URL is "probed and kept only if the fetch returns 200";
 * the header does the equivalent without an extra request: the <img> swaps to the default avatar
 * on a load error (a cross-origin probe would also need CORS the image hosts do not offer).
 * Spec 8: home data failures are only logged, never alerted ("silent").
 */
export const userQuery = () =>
  queryOptions({
    queryKey: userKeys.current(),
    queryFn: ({ signal }) => api<User>("/user", { signal }),
    staleTime: 5 * 60_000,
    meta: { errorHandling: "silent" },
  });
