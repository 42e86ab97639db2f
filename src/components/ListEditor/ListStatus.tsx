import { Trans } from "@lingui/react/macro";
import { Button } from "../Button/Button";
import styles from "./EditPage.module.css";

/** Loading and load-failure states of an edit list (the failure itself is also alerted). */
export function ListStatus({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  return failed ? (
    <div className={styles.status} role="alert">
      <p>
        <Trans>목록을 불러오지 못했습니다.</Trans>
      </p>
      <Button variant="secondary" onClick={onRetry}>
        <Trans>다시 시도</Trans>
      </Button>
    </div>
  ) : (
    <p className={styles.status} role="status">
      <Trans>불러오는 중…</Trans>
    </p>
  );
}
