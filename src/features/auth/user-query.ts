import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

/**
 * Kept apart from api.ts so the route guard (initial bundle) does not pull in the login calls.
 *
 * The part of GET /api/user (API.md "Portal") that identity needs. The key is the app-wide user
 * key ["user"] (persisted), so the home and my pages share this entry.
 */
export interface SessionUser {
  accountId: string;
  companyId: number;
  initLogin?: boolean;
  lastPwdChanged?: string | null;
  passwordExpiresAt?: string | null;
}

export const authKeys = {
  user: () => ["user"] as const,
  contactInfo: () => ["auth", "contact-info"] as const,
};

/** Spec 8: home data load failures are only logged, so this query never alerts. */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: authKeys.user(),
    queryFn: ({ signal }) => api<SessionUser>("/user", { signal }),
    meta: { errorHandling: "silent" },
  });
