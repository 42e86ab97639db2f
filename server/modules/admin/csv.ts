/**
 * CSV exports (notice acknowledgements, the audit log): RFC 4180 quoting, a BOM so that
 * spreadsheet programs read Korean as UTF-8, and cells that start like a formula (= + - @)
 * prefixed with an apostrophe so that opening the file never runs one (CSV injection).
 */
import type { FastifyReply } from "fastify";

type Cell = string | number | boolean | null | undefined;

function cell(value: Cell): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly Cell[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}

/** Sends `csv` as a download named `filename` (ASCII only, chosen by the server). */
export function sendCsv(reply: FastifyReply, filename: string, csv: string) {
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${filename}"`)
    .header("cache-control", "no-store")
    .send(csv);
}
