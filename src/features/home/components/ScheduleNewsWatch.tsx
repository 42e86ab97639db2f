import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { latestScheduleEntryQuery, scheduleSeenQuery } from "../../schedule";
import { hasScheduleNews } from "../schedule-news";

export interface ScheduleNewsWatchProps {
  /** The user's previous login (null: none); undefined while the user loads. */
  lastLoginAt: string | null | undefined;
  onChange: (news: boolean) => void;
}

/**
 * Tells Main whether the calendar earns its NEW badge (entries created since the user last opened
 * the schedule here). Renders nothing; loaded with the deferred chunk, so the rule, its queries and
 * the device's record stay out of the first paint. Spec 8: failures are only logged.
 */
export function ScheduleNewsWatch({ lastLoginAt, onChange }: ScheduleNewsWatchProps) {
  const latest = useQuery(latestScheduleEntryQuery());
  const seen = useQuery(scheduleSeenQuery());
  const ready = lastLoginAt !== undefined && latest.isSuccess && seen.isSuccess;
  const news = ready && hasScheduleNews(latest.data.latestCreatedAt, seen.data, lastLoginAt);
  useEffect(() => {
    if (latest.error)
      console.warn("Home: could not load the schedule's newest entry", latest.error);
  }, [latest.error]);
  useEffect(() => onChange(news), [news, onChange]);
  return null;
}
