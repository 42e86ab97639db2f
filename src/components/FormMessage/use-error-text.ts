import { useLingui } from "@lingui/react/macro";
import { useCallback } from "react";
import { isApiError } from "../../lib/api-error";

/**
 * Text for a failed auth call shown inside a form: `byStatus` maps statuses to the form's own
 * messages; otherwise network errors get a connection hint, 429 and other answers the server's
 * (localized) message, and anything else a generic line.
 */
export function useErrorText() {
  const { t } = useLingui();
  return useCallback(
    (error: unknown, byStatus: Partial<Record<number, string>> = {}): string => {
      if (!isApiError(error)) return t`요청을 처리하지 못했습니다. 잠시 후 다시 시도하세요.`;
      const own = byStatus[error.status];
      if (own) return own;
      if (error.isNetworkError)
        return t`네트워크에 연결할 수 없습니다. 연결을 확인한 뒤 다시 시도하세요.`;
      if (error.status === 500) return t`서버에 문제가 있습니다. 관리자에게 문의하세요.`;
      return error.message || t`요청을 처리하지 못했습니다. 잠시 후 다시 시도하세요.`;
    },
    [t],
  );
}
