import { Trans } from "@lingui/react/macro";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Button } from "../../../components/Button/Button";
import { FormMessage } from "../../../components/FormMessage/FormMessage";
import { useAdminErrorText } from "../form-errors";
import styles from "../admin.module.css";

export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** True when the data holds nothing to list. */
  isEmpty?: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The four states every admin list has: loading, a failure (offline said as such, with a retry),
 * empty, and the data. Failures are announced (role="alert"); loading is a polite status.
 */
export function QueryState<T>({ query, isEmpty, empty, children }: QueryStateProps<T>) {
  const errorText = useAdminErrorText();
  if (query.data !== undefined) {
    return (
      <>{isEmpty?.(query.data) ? <p className={styles.muted}>{empty}</p> : children(query.data)}</>
    );
  }
  if (query.isError) {
    return (
      <div className={styles.form}>
        <FormMessage tone="error">{errorText(query.error)}</FormMessage>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          <Trans>다시 시도</Trans>
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className={styles.muted}>
      <Trans>불러오는 중…</Trans>
    </p>
  );
}
