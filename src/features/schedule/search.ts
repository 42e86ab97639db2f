/**
 * Search of /schedule: `month=YYYY-MM` (optional; the page ignores months outside its range).
 * Kept free of dayjs: the route file (and so the main chunk) imports this module.
 */
export interface ScheduleSearch {
  month?: string;
}

const MONTH_VALUE = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const toMonthValue = (year: number, month: number) =>
  `${year}-${String(month).padStart(2, "0")}`;

/** "2026-03" -> { year: 2026, month: 3 }; anything else -> undefined. */
export function parseMonthValue(value: unknown): { year: number; month: number } | undefined {
  if (typeof value !== "string") return undefined;
  const match = MONTH_VALUE.exec(value);
  return match ? { year: Number(match[1]), month: Number(match[2]) } : undefined;
}

export function validateScheduleSearch(search: Record<string, unknown>): ScheduleSearch {
  return typeof search.month === "string" && parseMonthValue(search.month)
    ? { month: search.month }
    : {};
}
