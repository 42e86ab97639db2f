/**
 * `meta` of queries and mutations, typed for the whole app. `errorHandling` tells the query
 * client's onError (lib/query-client.ts, lib/error-reaction.ts, spec section 8) what to do when the call finally fails:
 * - "global" (default): 403/404 alert with the server message, other 500 alert then /login;
 * - "local": the component shows the error itself;
 * - "silent": failures are only logged (schedule, push, home data, org chart).
 * 401 and expired tokens never reach it as alerts: lib/auth-session.ts handles them.
 */
export type ErrorHandling = "global" | "local" | "silent";

export interface AppMeta extends Record<string, unknown> {
  errorHandling?: ErrorHandling;
  /**
   * false for a check the screen makes rather than something it shows (the admin rights behind a
   * link): offline, the notice does not count it as a part of the screen that is not saved.
   */
  shown?: false;
}

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}

export function errorHandlingOf(meta: AppMeta | undefined): ErrorHandling {
  return meta?.errorHandling ?? "global";
}
