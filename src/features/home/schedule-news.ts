const time = (value: string | null | undefined) => (value ? Date.parse(value) : NaN);

/**
 * The calendar's NEW badge (docs/decisions/0014-new-badge-follows-the-schedule.md): the schedule
 * has an entry created after the user last opened it on this device, or, before any recorded
 * visit, after the user's previous login (none: every entry is new). No entry or an unreadable
 * time: no badge.
 */
export function hasScheduleNews(
  latestCreatedAt: string | null | undefined,
  seenAt: string | null | undefined,
  lastLoginAt: string | null | undefined,
): boolean {
  const latest = time(latestCreatedAt);
  if (Number.isNaN(latest)) return false;
  const since = seenAt || lastLoginAt;
  if (!since) return true;
  const sinceTime = time(since);
  return !Number.isNaN(sinceTime) && latest > sinceTime;
}
