import { MutationCache, QueryCache, QueryClient, type DefaultOptions } from "@tanstack/react-query";
import { isApiError } from "./api-error";
import { reactionTo } from "./error-reaction";
import { createFailureAlerts, registerFailureAlerts } from "./failure-alerts";
import { errorHandlingOf } from "./query-meta";
import { PERSIST_MAX_AGE } from "./persist-limits";

const MAX_RETRIES = 2;
/** A longer Retry-After is not waited for: the screen shows its error and offers a retry. */
export const MAX_RETRY_AFTER_MS = 60_000;

/** Retries network errors and 5xx/408/429 a couple of times; other 4xx are final. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiError(error)) return true;
  if ((error.retryAfterMs ?? 0) > MAX_RETRY_AFTER_MS) return false;
  return (
    error.isNetworkError || error.status >= 500 || error.status === 408 || error.status === 429
  );
}

/**
 * The wait after `failureCount` earlier failures (TanStack counts from 0): the server's
 * Retry-After when a 429 or 503 carried one, else TanStack's default (1 s, 2 s, 4 s ... 30 s).
 */
export function retryDelay(failureCount: number, error: unknown): number {
  if (isApiError(error) && error.retryAfterMs !== undefined) return error.retryAfterMs;
  return Math.min(1000 * 2 ** failureCount, 30_000);
}

/**
 * The app's query client. A query or mutation that finally fails is judged once, here, by the
 * caches' onError (spec 8: alert, "other 500", or nothing); the root route shows the alerts.
 * `overrides` (tests) replace the query defaults.
 */
export function createQueryClient(overrides: DefaultOptions["queries"] = {}): QueryClient {
  const alerts = createFailureAlerts();
  const client = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => alerts.report(reactionTo(error, errorHandlingOf(query.meta))),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        alerts.report(reactionTo(error, errorHandlingOf(mutation.meta))),
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // Must be at least the persister's maxAge, or restored entries would be collected at once.
        gcTime: PERSIST_MAX_AGE,
        retry: shouldRetry,
        retryDelay,
        ...overrides,
      },
      mutations: { retry: false },
    },
  });
  registerFailureAlerts(client, alerts);
  return client;
}

export const queryClient = createQueryClient();
