import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api-error";
import { PERSIST_MAX_AGE } from "./query-persist";

const MAX_RETRIES = 2;

/** Retries network errors and 5xx/408/429 a couple of times; other 4xx are final. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiError(error)) return true;
  return (
    error.isNetworkError || error.status >= 500 || error.status === 408 || error.status === 429
  );
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // Must be at least the persister's maxAge, or restored entries would be collected at once.
        gcTime: PERSIST_MAX_AGE,
        retry: shouldRetry,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
