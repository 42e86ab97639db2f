import { Trans, useLingui } from "@lingui/react/macro";
import { VisuallyHidden } from "../../../components/VisuallyHidden/VisuallyHidden";
import type { ScheduleRow } from "../rows";
import styles from "./Schedule.module.css";

export interface ScheduleListProps {
  rows: readonly ScheduleRow[];
  loading: boolean;
  /** The month could not be loaded with the device offline: say so, not that it has nothing. */
  offline?: boolean;
}

const PLACEHOLDER_ROWS = 4;

/**
 * The month's rows. Holidays and events differ by a text badge and its shape (not by colour
 * alone); today's row carries aria-current="date" and a visible "Today" marker.
 */
export function ScheduleList({ rows, loading, offline = false }: ScheduleListProps) {
  const { t } = useLingui();

  if (loading) {
    return (
      <div className={styles.listArea}>
        <p role="status">
          <VisuallyHidden>
            <Trans>일정을 불러오는 중입니다…</Trans>
          </VisuallyHidden>
        </p>
        <ul className={styles.list} aria-hidden="true">
          {Array.from({ length: PLACEHOLDER_ROWS }, (_, index) => (
            <li key={index} className={`${styles.row} ${styles.placeholder}`}>
              <span className={styles.skeletonDate} />
              <span className={styles.skeletonTitle} />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (rows.length === 0) {
    return (
      <div className={styles.listArea}>
        <p className={styles.empty} role="status">
          {offline ? (
            <Trans>오프라인입니다. 연결되면 일정을 불러옵니다.</Trans>
          ) : (
            <Trans>이 달에는 일정이 없습니다.</Trans>
          )}
        </p>
      </div>
    );
  }

  return (
    <div className={styles.listArea}>
      <ul className={styles.list}>
        {rows.map((row) => (
          <li
            key={row.key}
            className={[styles.row, styles[row.kind], row.isToday ? styles.today : ""]
              .filter(Boolean)
              .join(" ")}
            aria-current={row.isToday ? "date" : undefined}
          >
            <time dateTime={row.iso} className={styles.date}>
              {row.dateLabel}
            </time>
            <span className={styles.body}>
              <span className={`${styles.badge} ${styles[`${row.kind}Badge`]}`}>
                {row.kind === "holiday"
                  ? t({ message: "휴일", context: "schedule" })
                  : t({ message: "행사", context: "schedule" })}
              </span>
              <span className={styles.title}>{row.title}</span>
            </span>
            {row.isToday ? (
              <span className={styles.todayMark}>
                <Trans>오늘</Trans>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
