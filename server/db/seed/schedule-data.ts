/**
 * Calendar rows for the current year and the two before it (the schedule screen goes back to
 * January two years earlier): Korean public holidays for the whole group, group events, and
 * each company's founding day and workshops.
 */
import type { ScheduleType, Translations } from "../schema";
import { koreanHolidays } from "./korean-holidays";
import { CALENDAR_NAMES, foundingDayNames, translationsOf } from "./name-translations";
import type { CompanySpec } from "./org-chart";

export interface ScheduleSeed {
  companyId: number | null;
  day: string;
  /** Korean; `translations` holds the other languages. */
  title: string;
  translations?: Translations;
  type: ScheduleType;
}

/** The calendar year in Korea (a seed run at 23:30 UTC on Dec 31 is already next year there). */
export function seoulYear(now: Date): number {
  return new Date(now.getTime() + 9 * 3_600_000).getUTCFullYear();
}

const pad = (n: number): string => String(n).padStart(2, "0");

/** Last Friday of a month (month 1-12). */
function lastFriday(year: number, month: number): string {
  const last = new Date(Date.UTC(year, month, 0));
  const back = (last.getUTCDay() - 5 + 7) % 7;
  return `${year}-${pad(month)}-${pad(last.getUTCDate() - back)}`;
}

function groupEvents(year: number): ScheduleSeed[] {
  const rows: ScheduleSeed[] = [
    { companyId: null, day: `${year}-01-02`, title: "시무식", type: "EVENT" },
    { companyId: null, day: `${year}-12-30`, title: "종무식", type: "EVENT" },
  ];
  for (let month = 1; month <= 12; month++) {
    rows.push({ companyId: null, day: `${year}-${pad(month)}-25`, title: "급여일", type: "EVENT" });
    rows.push({
      companyId: null,
      day: lastFriday(year, month),
      title: "전사 타운홀 미팅",
      type: "EVENT",
    });
    if (month % 3 === 1)
      rows.push({
        companyId: null,
        day: `${year}-${pad(month)}-10`,
        title: "분기 실적 발표회",
        type: "EVENT",
      });
  }
  return rows;
}

function companyEvents(year: number, company: CompanySpec): ScheduleSeed[] {
  return [
    {
      companyId: company.id,
      day: `${year}-${company.foundedOn}`,
      ...foundingDayNames(company),
      type: "EVENT",
    },
    {
      companyId: company.id,
      day: `${year}-06-${pad(12 + (company.id % 7))}`,
      title: "상반기 워크숍",
      type: "EVENT",
    },
    {
      companyId: company.id,
      day: `${year}-11-${pad(12 + (company.id % 7))}`,
      title: "하반기 워크숍",
      type: "EVENT",
    },
  ];
}

export function scheduleSeeds(now: Date, companies: readonly CompanySpec[]): ScheduleSeed[] {
  const current = seoulYear(now);
  const rows: ScheduleSeed[] = [];
  for (let year = current - 2; year <= current; year++) {
    for (const h of koreanHolidays(year))
      rows.push({ companyId: null, day: h.day, title: h.title, type: "HOLIDAY" });
    rows.push(...groupEvents(year));
    for (const company of companies) rows.push(...companyEvents(year, company));
  }
  return rows.map((row) => ({
    ...row,
    translations: row.translations ?? translationsOf(CALENDAR_NAMES, row.title),
  }));
}
