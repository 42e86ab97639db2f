import { useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "../../../components/Button/Button";
import { outboxKeys, outboxQuery } from "../../../platform/outbox/query";
import type { OutboxEntry } from "../../../platform/outbox/entry";
import { discardFailed, retryFailed } from "../../../platform/outbox/failed-actions";
import styles from "./Outbox.module.css";
import { listName } from "./list-name";

/**
 * "Changes not saved": edits the server refused during a background replay (DESIGN section 6),
 * each with retry and discard. Renders nothing while there are none.
 */
export function FailedEdits() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { data = [] } = useQuery(outboxQuery());
  const failed = data.filter((entry) => entry.state === "failed");
  if (failed.length === 0) return null;

  const refresh = () => queryClient.invalidateQueries({ queryKey: outboxKeys.all() });
  const retry = (entry: OutboxEntry) => retryFailed(entry).finally(refresh);
  const discard = (entry: OutboxEntry) => discardFailed(entry).finally(refresh);

  return (
    <section className={styles.failed} aria-labelledby="failed-edits-title">
      <h2 id="failed-edits-title" className={styles.title}>
        {t`저장되지 않은 변경`}
      </h2>
      <ul className={styles.list}>
        {failed.map((entry) => (
          <li key={entry.list} className={styles.item}>
            <p className={styles.text}>
              <strong>{i18n._(listName(entry.list))}</strong>
              {entry.failure?.message ? ` · ${entry.failure.message}` : ""}
            </p>
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => void retry(entry)}>
                {t`다시 시도`}
              </Button>
              <Button variant="text" onClick={() => void discard(entry)}>
                {t`버리기`}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
