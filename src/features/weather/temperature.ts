/**
 * A temperature with at most one decimal, written as `Intl.NumberFormat(locale,
 * { maximumFractionDigits: 1 })` writes it in the portal's four languages: ko, en, zh and ja all
 * use "." and "-", and nothing under 1,000 is grouped.
 *
 * Why not Intl itself: the weather line is home's first number, and the first NumberFormat a page
 * builds loads its locale's number data. In a cold load of home at 4x CPU that was one long task
 * of 60-80 ms (of which the line's own render was under 5 ms), after the first paint, where it
 * counts towards total blocking time. temperature.test.ts holds this equal to Intl for every
 * tenth from -100 to 100 °C in the four languages; beyond 1,000 it is Intl's.
 */
export function formatTemperature(value: number, locale: string): string {
  if (!(Math.abs(value) < 1000))
    return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  // Intl rounds the shortest decimal that reads back as the value ("1.15"), half away from zero:
  // 1.15 -> 1.2, although the double is 1.1499... Below 1e-6 String() writes an exponent: 0.
  const text = String(Math.abs(value));
  const [whole = "0", fraction = ""] = text.includes("e") ? [] : text.split(".");
  const tenths =
    Number(whole) * 10 + Number(fraction[0] ?? 0) + (Number(fraction[1] ?? 0) >= 5 ? 1 : 0);
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  const rest = tenths % 10;
  return `${sign}${Math.floor(tenths / 10)}${rest === 0 ? "" : `.${rest}`}`;
}
