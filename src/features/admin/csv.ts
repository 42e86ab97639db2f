/**
 * CSV for the admin exports (RFC 4180): fields quoted when needed, CRLF lines, and a UTF-8 BOM
 * so that spreadsheet programs read Korean, Chinese and Japanese names right. A field that a
 * spreadsheet would run as a formula (=, +, -, @ first) is prefixed with an apostrophe.
 */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  const line = (row: readonly (string | number | null | undefined)[]) =>
    row
      .map((value) => {
        let text = value === null || value === undefined ? "" : String(value);
        if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
        return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
      })
      .join(",");
  return `\uFEFF${rows.map(line).join("\r\n")}\r\n`;
}

/** Saves text as a file through a temporary link (works offline: nothing is fetched). */
export function downloadText(fileName: string, text: string, type = "text/csv;charset=utf-8") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
