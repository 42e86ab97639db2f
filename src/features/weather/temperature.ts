import { decimalWithoutIntl } from "../../lib/format/decimal";

/**
 * A temperature with at most one decimal, as `Intl.NumberFormat(locale, { maximumFractionDigits:
 * 1 })` writes it, without building one where it can (lib/format/decimal.ts): the weather line is
 * home's first number, and the first NumberFormat a page builds was a long task after its first
 * paint. Unlike formatNumber, a negative zero keeps its sign, as Intl's does ("-0").
 */
export function formatTemperature(value: number, locale: string): string {
  return (
    decimalWithoutIntl(value, 1) ??
    new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)
  );
}
