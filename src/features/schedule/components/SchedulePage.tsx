import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useId, useMemo } from "react";
import { PageLayout } from "../../../components/PageLayout/PageLayout";
import { useOnlineStatus } from "../../../platform/offline/use-online-status";
import { eventHolidayQuery } from "../api";
import { todayIso } from "../event-day";
import { scheduleMonths } from "../months";
import { useRecordScheduleSeen } from "../seen";
import { toScheduleRows } from "../rows";
import styles from "./Schedule.module.css";
import { MonthSteps, swipeHandlers } from "./MonthSteps";
import { ScheduleList } from "./ScheduleList";

export interface SchedulePageProps {
  /** Selected month "YYYY-MM" (search parameter); missing or out of range: the current month. */
  month?: string;
  onMonthChange: (month: string) => void;
}

/** /schedule: a month selector and the month's events and holidays (today's row highlighted). */
export function SchedulePage({ month, onMonthChange }: SchedulePageProps) {
  const { t, i18n } = useLingui();
  useRecordScheduleSeen(); // Main's calendar badge goes once the schedule has been opened
  const selectId = useId();
  const headingId = useId();
  const today = todayIso();
  const locale = i18n.locale;
  // `today` keeps the list current when the page stays open across midnight.
  const months = useMemo(() => scheduleMonths(today, locale), [today, locale]);
  const selected = months.find((item) => item.value === month) ?? months[0]!;

  const query = useQuery(eventHolidayQuery(selected.year, selected.month));
  const rows = useMemo(
    () => (query.data ? toScheduleRows(query.data, locale, today) : []),
    [query.data, locale, today],
  );
  const loading = query.isPending && query.fetchStatus !== "idle";
  // Spec 8: a failed month shows no events; offline it says why instead (it loads on reconnect).
  const online = useOnlineStatus();
  const offline = !query.data && query.isError && !online;
  // -1: an earlier month (the list is newest first, so one index further), 1: a later one.
  const step = (direction: -1 | 1) => {
    const next = months[months.indexOf(selected) - direction];
    if (next) onMonthChange(next.value);
  };

  return (
    <PageLayout title={t`일정`} back>
      <div className={styles.page}>
        <div className={styles.picker}>
          <label htmlFor={selectId} className={styles.pickerLabel}>
            <Trans>월 선택</Trans>
          </label>
          <select
            id={selectId}
            className={styles.select}
            value={selected.value}
            onChange={(event) => onMonthChange(event.target.value)}
          >
            {months.map((item) => (
              <option key={item.value} value={item.value}>
                {item.label}
              </option>
            ))}
          </select>
        </div>
        <MonthSteps months={months} selected={selected} onMonthChange={onMonthChange} />
        <section
          aria-labelledby={headingId}
          aria-busy={loading || undefined}
          {...swipeHandlers(step)}
        >
          <h2 id={headingId} className={styles.heading}>
            {selected.label}
          </h2>
          <ScheduleList rows={rows} loading={loading} offline={offline} />
        </section>
      </div>
    </PageLayout>
  );
}
