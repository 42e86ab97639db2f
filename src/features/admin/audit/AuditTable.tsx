import { useLingui } from "@lingui/react/macro";
import styles from "../admin.module.css";
import type { AuditEntry } from "../types";

/** One page of entries, newest first; the table scrolls sideways on a phone. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t, i18n } = useLingui();
  const when = (at: string) => i18n.date(new Date(at), { dateStyle: "short", timeStyle: "medium" });
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.muted}>{t`감사 로그 항목`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`시각`}</th>
            <th scope="col">{t`사용자`}</th>
            <th scope="col">{t`작업`}</th>
            <th scope="col">{t`대상`}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{when(entry.at)}</td>
              <td>{entry.actor ?? "-"}</td>
              <td>{entry.action}</td>
              <td>{entry.targetId ?? "-"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
