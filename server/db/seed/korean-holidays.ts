/**
 * Korean public holidays of a year, with substitute holidays (대체공휴일). Lunar holidays come
 * from a table (they need astronomical data, and the demo only spans a few years around now);
 * years outside the table get the solar holidays only.
 */

export interface Holiday {
  /** YYYY-MM-DD */
  day: string;
  title: string;
}

/** Lunar New Year's Day (설날), Buddha's Birthday, Chuseok (추석) as MM-DD, Korea time. */
// prettier-ignore
const LUNAR: Readonly<Record<number, readonly [string, string, string]>> = {
  2020: ["01-25", "04-30", "10-01"], 2021: ["02-12", "05-19", "09-21"], 2022: ["02-01", "05-08", "09-10"],
  2023: ["01-22", "05-27", "09-29"], 2024: ["02-10", "05-15", "09-17"], 2025: ["01-29", "05-05", "10-06"],
  2026: ["02-17", "05-24", "09-25"], 2027: ["02-07", "05-13", "09-15"], 2028: ["01-27", "05-02", "10-03"],
  2029: ["02-13", "05-20", "09-22"], 2030: ["02-03", "05-09", "09-12"], 2031: ["01-23", "05-28", "10-01"],
  2032: ["02-11", "05-16", "09-19"], 2033: ["01-31", "05-06", "09-08"], 2034: ["02-19", "05-25", "09-27"],
  2035: ["02-08", "05-15", "09-16"],
};

/** When a holiday falling on a weekend earns a substitute day (law of 2014, extended 2021-2023). */
type Rule = "none" | "sunday-or-overlap" | "weekend-or-overlap";

interface Entry {
  days: string[];
  titles: string[];
  rule: Rule;
}

const toDate = (day: string): Date => new Date(`${day}T00:00:00Z`);
const format = (date: Date): string => date.toISOString().slice(0, 10);
const addDays = (day: string, n: number): string =>
  format(new Date(toDate(day).getTime() + n * 86_400_000));
const weekday = (day: string): number => toDate(day).getUTCDay(); // 0 Sunday .. 6 Saturday

function entriesOf(year: number): Entry[] {
  const single = (mmdd: string, title: string, rule: Rule): Entry => ({
    days: [`${year}-${mmdd}`],
    titles: [title],
    rule,
  });
  const threeDays = (mmdd: string, name: string): Entry => {
    const day = `${year}-${mmdd}`;
    return {
      days: [addDays(day, -1), day, addDays(day, 1)],
      titles: [`${name} 연휴`, name, `${name} 연휴`],
      rule: "sunday-or-overlap",
    };
  };
  const since = (from: number): Rule => (year >= from ? "weekend-or-overlap" : "none");
  const entries: Entry[] = [
    single("01-01", "신정", "none"),
    single("03-01", "삼일절", since(2022)),
    single("05-01", "근로자의 날", "none"),
    single("05-05", "어린이날", since(2014)),
    single("06-06", "현충일", "none"),
    single("08-15", "광복절", since(2021)),
    single("10-03", "개천절", since(2021)),
    single("10-09", "한글날", since(2021)),
    single("12-25", "성탄절", since(2023)),
  ];
  const lunar = LUNAR[year];
  if (lunar) {
    entries.push(
      threeDays(lunar[0], "설날"),
      single(lunar[1], "부처님오신날", since(2023)),
      threeDays(lunar[2], "추석"),
    );
  }
  return entries.sort((a, b) => (a.days[0] ?? "").localeCompare(b.days[0] ?? ""));
}

export function koreanHolidays(year: number): Holiday[] {
  const entries = entriesOf(year);
  const holidays: Holiday[] = [];
  const taken = new Set<string>();
  for (const entry of entries) {
    entry.days.forEach((day, i) => holidays.push({ day, title: entry.titles[i] ?? "" }));
  }
  // Count per day how many holidays share it: each extra one on a day is an overlap.
  const count = new Map<string, number>();
  for (const h of holidays) count.set(h.day, (count.get(h.day) ?? 0) + 1);
  for (const h of holidays) taken.add(h.day);

  const substitutes: Holiday[] = [];
  const seenOverlap = new Set<string>();
  for (const entry of entries) {
    if (entry.rule === "none") continue;
    let owed = 0;
    for (const day of entry.days) {
      const wd = weekday(day);
      const weekend = entry.rule === "weekend-or-overlap" ? wd === 0 || wd === 6 : wd === 0;
      // An overlap owes one day in total, charged to whichever substitutable holiday sees it first.
      const overlap = (count.get(day) ?? 0) > 1 && !seenOverlap.has(day);
      if (overlap) seenOverlap.add(day);
      if (weekend || overlap) owed += 1;
    }
    let day = entry.days[entry.days.length - 1] ?? "";
    while (owed > 0) {
      day = addDays(day, 1);
      const wd = weekday(day);
      if (wd === 0 || wd === 6 || taken.has(day)) continue;
      taken.add(day);
      substitutes.push({ day, title: "대체공휴일" });
      owed -= 1;
    }
  }
  return [...holidays, ...substitutes].sort(
    (a, b) => a.day.localeCompare(b.day) || a.title.localeCompare(b.title),
  );
}
