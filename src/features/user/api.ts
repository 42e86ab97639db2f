import { queryOptions } from "@tanstack/react-query";
import type { UserResult } from "../../../server/contract/portal";
import { api } from "../../lib/api-client";

/**
 * GET /api/user (API.md "Portal"). `imgUrl` is not probed here: the <img> falls back to the
 * default avatar on a load error. `lastLoginAt` is the login before the current one (NEW badge).
 * `position` and `duty` use '-' for none (spec 3).
 */
export type User = UserResult;

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
