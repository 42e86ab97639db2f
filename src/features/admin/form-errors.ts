import { useLingui } from "@lingui/react/macro";
import { useCallback } from "react";
import { isApiError } from "../../lib/api-error";

/** Field errors of a form, by field name ("title", "names.en", "items.2.url"). */
export type FieldErrors = Record<string, string>;

interface FieldIssue {
  path?: unknown;
  message?: unknown;
}

/**
 * The server's VALIDATION_ERROR lists `{ path, message }` per field (messages already in the
 * caller's language): they are shown under the fields, the form keeps what was typed.
 */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!isApiError(error) || error.code !== "VALIDATION_ERROR") return {};
  const issues: unknown = Array.isArray(error.result)
    ? error.result
    : (error.result as { issues?: unknown } | null)?.issues;
  if (!Array.isArray(issues)) return {};
  const errors: FieldErrors = {};
  for (const issue of issues as FieldIssue[]) {
    const path = typeof issue.path === "string" ? issue.path : "";
    if (typeof issue.message === "string" && !(path in errors)) errors[path] = issue.message;
  }
  return errors;
}

/**
 * The text of a failed admin call: offline and unreachable said as such, 403 as missing rights,
 * anything else the server's message (already localized) or a generic line.
 */
export function useAdminErrorText() {
  const { t } = useLingui();
  return useCallback(
    (error: unknown): string => {
      if (isApiError(error)) {
        if (error.isNetworkError)
          return typeof navigator !== "undefined" && navigator.onLine === false
            ? t`오프라인입니다. 연결되면 다시 시도하세요.`
            : t`서버에 연결할 수 없습니다. 잠시 후 다시 시도하세요.`;
        if (error.status === 403) return t`이 작업을 할 권한이 없습니다.`;
        if (error.message) return error.message;
      }
      return t`요청을 처리하지 못했습니다. 잠시 후 다시 시도하세요.`;
    },
    [t],
  );
}
