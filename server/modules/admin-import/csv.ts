/**
 * RFC 4180 CSV: comma-separated, fields in double quotes may hold commas, quotes ("") and line
 * breaks; CRLF or LF line ends; a UTF-8 byte-order mark (Excel writes one) is skipped. Blank
 * lines are dropped. Returns the records, or the record where an unterminated quote starts.
 */
export type CsvResult =
  { ok: true; records: string[][] } | { ok: false; record: number; reason: "UNTERMINATED_QUOTE" };

export function parseCsv(text: string): CsvResult {
  // Most exports quote nothing: then splitting is the whole parse, several times faster.
  if (!text.includes('"')) return { ok: true, records: splitPlain(text) };
  const records: string[][] = [];
  let field = "";
  let record: string[] = [];
  let quoted = false;
  let quoteStart = 0;
  const endRecord = () => {
    record.push(field);
    field = "";
    // A blank line is one empty field: not a record.
    if (record.length > 1 || record[0] !== "") records.push(record);
    record = [];
  };
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c !== '"') field += c;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (c === '"' && field === "") {
      quoted = true;
      quoteStart = records.length + 1;
    } else if (c === ",") {
      record.push(field);
      field = "";
    } else if (c === "\n") endRecord();
    else if (c === "\r") {
      if (text[i + 1] !== "\n") endRecord();
    } else field += c;
  }
  if (quoted) return { ok: false, record: quoteStart, reason: "UNTERMINATED_QUOTE" };
  if (field !== "" || record.length > 0) endRecord();
  return { ok: true, records };
}

function splitPlain(text: string): string[][] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return body
    .split(/\r\n|\n|\r/)
    .filter((line) => line !== "")
    .map((line) => line.split(","));
}
