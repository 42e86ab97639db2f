/**
 * Writes `value` with at most `digits` decimals as `Intl.NumberFormat(locale, {
 * maximumFractionDigits: digits })` writes it in the portal's four languages: ko, en, zh and ja
 * all group by three with "," and write "." and "-".
 *
 * Why not Intl: the first NumberFormat a page builds loads its locale's number data, 26-46 ms in
 * Chromium on this project's machine, and 4 times that on a slow phone: a long task in the first
 * render of Main's weather line and of My page's figures, of which their own render was a few ms.
 * decimal.test.ts holds this equal to Intl in the four languages.
 *
 * Undefined where `String()` writes an exponent (1e21 and above, 1e-7 and below) or the value is
 * not finite: the caller then asks Intl.
 */
export function decimalWithoutIntl(value: number, digits: number): string | undefined {
  const text = String(Math.abs(value));
  if (!Number.isFinite(value) || text.includes("e")) return undefined;
  // Intl rounds the shortest decimal that reads back as the value ("1.15"), half away from zero:
  // 1.15 -> 1.2, although the double is 1.1499...
  const [whole = "0", fraction = ""] = text.split(".");
  const kept = BigInt(whole + fraction.slice(0, digits).padEnd(digits, "0"));
  const rounded = (kept + ((fraction[digits] ?? "0") >= "5" ? 1n : 0n))
    .toString()
    .padStart(digits + 1, "0");
  const integer = rounded.slice(0, rounded.length - digits);
  const decimals = rounded.slice(rounded.length - digits).replace(/0+$/, "");
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, ",");
  return `${sign}${grouped}${decimals === "" ? "" : `.${decimals}`}`;
}
