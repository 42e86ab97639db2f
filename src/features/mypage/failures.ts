import { useLingui } from "@lingui/react/macro";
import { useCallback, useState } from "react";
import { isApiError } from "../../lib/api-error";

/** A failed load to alert about; `key` changes with every new failure (query errorUpdatedAt). */
export interface Failure {
  key: string;
  message: string;
}

interface FailedQuery {
  isError: boolean;
  error: unknown;
  errorUpdatedAt: number;
  data?: unknown;
}

/** A lost session (401, expired token) is handled app-wide by going to /login: no alert. */
export function isSessionError(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.isTokenExpired);
}

/**
 * Texts of my page's failure alerts (spec 8): approval and vacation alert a summary with the status
 * text; the notice list alerts the server's message alone.
 */
export function useFailureTexts() {
  const { t } = useLingui();
  const detail = useCallback(
    (error: unknown): string => {
      if (!isApiError(error)) return t`요청을 처리하지 못했습니다. 잠시 후 다시 시도하세요.`;
      if (error.isNetworkError)
        return t`네트워크에 연결할 수 없습니다. 연결을 확인한 뒤 다시 시도하세요.`;
      return error.message || `HTTP ${error.status}`;
    },
    [t],
  );
  return {
    approval: (error: unknown) => `${t`결재 현황을 불러오지 못했습니다.`}\n${detail(error)}`,
    vacation: (error: unknown) => `${t`휴가 정보를 불러오지 못했습니다.`}\n${detail(error)}`,
    notices: detail,
  };
}

/** Builds a failure entry for a query that failed with an error worth an alert. */
export function failureOf(
  name: string,
  query: FailedQuery,
  text: (error: unknown) => string,
): Failure | undefined {
  if (!query.isError || isSessionError(query.error)) return undefined;
  // Offline with the data seen online on screen: the offline notice says so, no alert per reload.
  if (query.data !== undefined && isApiError(query.error) && query.error.isNetworkError) {
    return undefined;
  }
  return { key: `${name}:${query.errorUpdatedAt}`, message: text(query.error) };
}

/** Shows failures one at a time; a dismissed failure stays dismissed until it fails again. */
export function useFailureQueue(failures: readonly (Failure | undefined)[]) {
  const [dismissed, setDismissed] = useState<readonly string[]>([]);
  const current = failures.find(
    (failure): failure is Failure => failure !== undefined && !dismissed.includes(failure.key),
  );
  const dismiss = useCallback(() => {
    if (current) setDismissed((keys) => [...keys, current.key]);
  }, [current]);
  return { current, dismiss };
}
