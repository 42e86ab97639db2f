import type { QueryClient } from "@tanstack/react-query";

/** What every route's `beforeLoad`/`loader` receives as `context` (set in src/router.tsx). */
export interface RouterContext {
  queryClient: QueryClient;
}
