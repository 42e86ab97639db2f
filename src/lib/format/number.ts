import { DEFAULT_LOCALE, normalizeLocale, type Locale } from "../locale";
import { decimalWithoutIntl } from "./decimal";

/**
 * Number filters of spec section 9, synchronous, without dayjs (the home route uses them): numbers
 * are written without Intl where they can be (decimal.ts), the won sign by Intl.
 * Every helper takes the interface locale (`i18n.locale`); unknown values fall back to Korean.
 * "Empty" input (undefined, null, "", NaN, non-numeric text) formats as zero.
 */
export type NumberInput = number | string | null | undefined;

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(locale, options);
    formatters.set(key, cached);
  }
  return cached;
}

const localeOf = (locale: string | undefined): Locale => normalizeLocale(locale) ?? DEFAULT_LOCALE;

/** A finite number from a number or numeric text ("1,234" included); anything else is 0. */
export function toNumber(value: NumberInput): number {
  if (typeof value === "number") return Number.isFinite(value) ? value : 0;
  if (typeof value !== "string") return 0;
  const text = value.replace(/,/g, "").trim();
  if (text === "") return 0;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : 0;
}

/** Avoids "-0" after rounding (e.g. -0.4 with no decimals). */
const noNegativeZero = (value: number, digits: number) =>
  Math.abs(value) < 0.5 * 10 ** -digits ? 0 : value;

export interface FormatNumberOptions {
  /** Decimals to keep at most (default 0, the spec's "no decimals"); trailing zeros are dropped. */
  maximumFractionDigits?: number;
}

/** Thousands separators, no decimals by default: 1234567 -> "1,234,567"; empty -> "0". */
export function formatNumber(
  value: NumberInput,
  locale?: string,
  { maximumFractionDigits = 0 }: FormatNumberOptions = {},
): string {
  const number = noNegativeZero(toNumber(value), maximumFractionDigits);
  return (
    decimalWithoutIntl(number, maximumFractionDigits) ??
    formatter(localeOf(locale), { maximumFractionDigits }).format(number)
  );
}

export interface FormatCurrencyOptions {
  /**
   * Add the won unit in the locale's way: "1,234,567원" in Korean, "₩1,234,567" elsewhere.
   * Default false: just the amount, as the spec's currency filter did.
   */
  withUnit?: boolean;
}

/** Korean won, no decimals; empty gives "0" ("0원" / "₩0" with the unit). */
export function formatCurrency(
  value: NumberInput,
  locale?: string,
  { withUnit = false }: FormatCurrencyOptions = {},
): string {
  const active = localeOf(locale);
  const amount = noNegativeZero(toNumber(value), 0);
  if (!withUnit) return formatNumber(amount, active);
  // Koreans write the unit after the amount; Intl would give "₩" in every locale.
  if (active === "ko") return `${formatNumber(amount, active)}원`;
  return formatter(active, {
    style: "currency",
    currency: "KRW",
    currencyDisplay: "narrowSymbol",
    maximumFractionDigits: 0,
  }).format(amount);
}

/**
 * Hour suffix per locale. Fixed here rather than Intl's unit style, whose output differs between
 * ICU versions (ja gives "40h" or "40 時間" depending on the browser).
 */
const HOUR_SUFFIX: Record<Locale, string> = {
  ko: "시간",
  en: "h",
  zh: "小时",
  ja: "時間",
};

export interface MinutesToHoursOptions {
  /** Append the hour unit (default true): "40시간", "40h", "40小时", "40時間". */
  unit?: boolean;
}

/**
 * Minutes as hours with at most one decimal: 2400 -> "40시간" (ko), "40h" (en), "40小时" (zh),
 * "40時間" (ja); 90 -> "1.5h"; empty -> "0h". `{ unit: false }` gives the bare number ("40").
 */
export function minutesToHours(
  minutes: NumberInput,
  locale?: string,
  { unit = true }: MinutesToHoursOptions = {},
): string {
  const active = localeOf(locale);
  const hours = formatNumber(toNumber(minutes) / 60, active, { maximumFractionDigits: 1 });
  return unit ? `${hours}${HOUR_SUFFIX[active]}` : hours;
}
