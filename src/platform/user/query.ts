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
 * The one key of the signed-in user, ["user"] (persisted, lib/query-persist.ts). Main, my page,
 * the organisation chart, the edit pages, the route guard and the login pages all read this one
 * entry through `userQuery`, so the record is fetched once.
 */
export const userKeys = {
  current: () => ["user"] as const,
};

/**
 * The signed-in user: the only query of GET /api/user. Spec 3 says the image URL is "probed and
 * kept only if the fetch returns 200"; the header does the equivalent without an extra request:
 * the <img> swaps to the default avatar on a load error (a cross-origin probe would also need
 * CORS the image hosts do not offer). Spec 8: home data failures are only logged, never alerted
 * ("silent"). Screens that must read it afresh (the login success page) override staleTime.
 */
export const userQuery = () =>
  queryOptions({
    queryKey: userKeys.current(),
    queryFn: ({ signal }) => api<User>("/user", { signal }),
    staleTime: 5 * 60_000,
    meta: { errorHandling: "silent" },
  });
