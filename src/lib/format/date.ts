/**
 * Date filter of spec section 9 ("dots in dates"), synchronous and dayjs-free so any route can use
 * it. Server dates are ISO 8601 ("2026-11-03T09:00:00+09:00", "...Z") or plain local text
 * ("2026-11-03", "2026-11-03 09:00:00").
 */
export type DateInput = Date | number | string | null | undefined;

const LOCAL_DATE =
  /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})(?:[T\s](\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?$/;

/** Parses a date; text without a zone is read as local time (no UTC shift). Invalid: undefined. */
export function parseDate(input: DateInput): Date | undefined {
  if (input === null || input === undefined || input === "") return undefined;
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? undefined : input;
  if (typeof input === "number") return parseDate(new Date(input));
  const text = input.trim();
  const local = LOCAL_DATE.exec(text);
  if (local) {
    const [, y, m, d, hh = "0", mm = "0", ss = "0"] = local;
    const date = new Date(Number(y), Number(m) - 1, Number(d), Number(hh), Number(mm), Number(ss));
    // Reject roll-overs such as 2026-02-30.
    return date.getMonth() === Number(m) - 1 && date.getDate() === Number(d) ? date : undefined;
  }
  return parseDate(new Date(text));
}

const pad2 = (value: number) => String(value).padStart(2, "0");

/** "YYYY.MM.DD" in the device's time zone: "2026-11-03T01:00:00+09:00" -> "2026.11.03"; invalid -> "". */
export function formatDottedDate(input: DateInput): string {
  const date = parseDate(input);
  if (!date) return "";
  return `${date.getFullYear()}.${pad2(date.getMonth() + 1)}.${pad2(date.getDate())}`;
}

/** "YYYY-MM-DD" (local), for `<time dateTime>`; invalid -> "". */
export function toIsoDate(input: DateInput): string {
  const date = parseDate(input);
  if (!date) return "";
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}

/**
 * "HH:mm", 24-hour, in the device's time zone; invalid -> "". The four languages write a clock
 * time alike, as `Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", hourCycle:
 * "h23" })` does; built without it, since a page's first Intl formatter loads ICU's data (40-58 ms
 * in a fresh Chromium page here, more on a phone), in the first render of My page's figures.
 */
export function formatClockTime(input: DateInput): string {
  const date = parseDate(input);
  if (!date) return "";
  return `${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
}
