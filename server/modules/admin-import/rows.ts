/**
 * From CSV records to import rows, with every problem the file shows on its own (before the
 * database is asked anything): header, required cells, formats, and the rules across rows
 * (one job per account and company, one number per company, one primary job per person).
 */
import {
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  REQUIRED_IMPORT_COLUMNS,
  type ImportColumn,
  type ImportProblem,
  type ImportProblemCode,
} from "../../contract";

export interface ImportRow {
  row: number;
  accountId: string;
  name: string;
  email: string | null;
  phone: string | null;
  companyCode: string;
  employeeNo: string;
  /** Department path from the company's top department, e.g. ["본사", "경영지원본부", "인사팀"]. */
  department: string[];
  position: string | null;
  duty: string | null;
  primary: boolean;
  status: "ACTIVE" | "LEAVE";
}

export type Problems = ImportProblem[];
export const problem = (
  row: number,
  column: ImportColumn | null,
  code: ImportProblemCode,
  value: string | null = null,
): ImportProblem => ({ row, column, code, value: value === null ? null : value.slice(0, 100) });

const ACCOUNT_ID = /^[a-z0-9][a-z0-9._-]{0,63}$/;
// Deliberately plain: one @, no spaces, a dot in the domain. Delivery is the real test.
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 -]{6,19}$/;
const MAX_LENGTH: Partial<Record<ImportColumn, number>> = {
  name: 100,
  email: 254,
  company_code: 50,
  employee_no: 50,
  department: 500,
  position: 50,
  duty: 50,
};

/** Header problems stop the check there: no row can be read without knowing the columns. */
export function readRows(records: string[][]): { rows: ImportRow[]; problems: Problems } {
  const [header, ...body] = records;
  if (!header) return { rows: [], problems: [problem(1, null, "EMPTY_FILE")] };
  if (body.length > IMPORT_MAX_ROWS)
    return { rows: [], problems: [problem(1, null, "TOO_MANY_ROWS", String(body.length))] };
  const problems: Problems = [];
  const index = new Map<ImportColumn, number>();
  header.forEach((raw, i) => {
    const name = raw.trim().toLowerCase() as ImportColumn;
    if (!IMPORT_COLUMNS.includes(name)) problems.push(problem(1, null, "UNKNOWN_COLUMN", raw));
    else if (index.has(name)) problems.push(problem(1, name, "DUPLICATE_COLUMN", raw));
    else index.set(name, i);
  });
  for (const column of REQUIRED_IMPORT_COLUMNS)
    if (!index.has(column)) problems.push(problem(1, column, "MISSING_COLUMN"));
  if (problems.length > 0) return { rows: [], problems };

  const rows: ImportRow[] = [];
  body.forEach((cells, i) => {
    const row = i + 2;
    if (cells.length !== header.length) {
      problems.push(problem(row, null, "WRONG_FIELD_COUNT", String(cells.length)));
      return;
    }
    const parsed = readRow(
      row,
      (column) => (index.has(column) ? cells[index.get(column)!]!.trim() : ""),
      problems,
    );
    if (parsed) rows.push(parsed);
  });
  checkAcrossRows(rows, problems);
  return { rows, problems };
}

function readRow(
  row: number,
  cell: (c: ImportColumn) => string,
  problems: Problems,
): ImportRow | null {
  const before = problems.length;
  const report = (column: ImportColumn, code: ImportProblemCode) =>
    problems.push(problem(row, column, code, cell(column)));
  for (const column of REQUIRED_IMPORT_COLUMNS) if (cell(column) === "") report(column, "REQUIRED");
  for (const [column, max] of Object.entries(MAX_LENGTH) as Array<[ImportColumn, number]>)
    if (cell(column).length > max) report(column, "TOO_LONG");
  const accountId = cell("account_id").toLowerCase();
  if (accountId !== "" && !ACCOUNT_ID.test(accountId)) report("account_id", "BAD_ACCOUNT_ID");
  if (cell("email") !== "" && !EMAIL.test(cell("email"))) report("email", "BAD_EMAIL");
  if (cell("phone") !== "" && !PHONE.test(cell("phone"))) report("phone", "BAD_PHONE");
  const primary = cell("primary").toUpperCase();
  if (!["", "Y", "N"].includes(primary)) report("primary", "BAD_VALUE");
  const status = cell("status").toUpperCase() || "ACTIVE";
  if (status !== "ACTIVE" && status !== "LEAVE") report("status", "BAD_VALUE");
  const department = cell("department")
    .split("/")
    .map((part) => part.trim());
  if (cell("department") !== "" && department.some((part) => part === ""))
    report("department", "BAD_DEPARTMENT");
  if (problems.length > before) return null;
  const orNull = (column: ImportColumn) => cell(column) || null;
  return {
    row,
    accountId,
    name: cell("name"),
    email: orNull("email"),
    phone: orNull("phone"),
    companyCode: cell("company_code"),
    employeeNo: cell("employee_no"),
    department,
    position: orNull("position"),
    duty: orNull("duty"),
    primary: primary === "Y",
    status: status as ImportRow["status"],
  };
}

/** Rules across rows; a person's only row is the primary job even without primary = Y. */
function checkAcrossRows(rows: ImportRow[], problems: Problems): void {
  const jobs = new Set<string>();
  const numbers = new Set<string>();
  const people = new Map<string, ImportRow[]>();
  for (const r of rows) {
    const job = `${r.accountId}\n${r.companyCode}`;
    if (jobs.has(job))
      problems.push(problem(r.row, "company_code", "DUPLICATE_JOB", r.companyCode));
    jobs.add(job);
    const number = `${r.companyCode}\n${r.employeeNo}`;
    if (numbers.has(number))
      problems.push(problem(r.row, "employee_no", "DUPLICATE_EMPLOYEE_NO", r.employeeNo));
    numbers.add(number);
    people.set(r.accountId, [...(people.get(r.accountId) ?? []), r]);
  }
  for (const personRows of people.values()) {
    const [first, ...rest] = personRows as [ImportRow, ...ImportRow[]];
    for (const r of rest) {
      for (const [column, key] of [
        ["name", "name"],
        ["email", "email"],
        ["phone", "phone"],
      ] as const)
        if (r[key] !== first[key])
          problems.push(problem(r.row, column, "CONFLICTING_PERSON", r[key]));
    }
    if (rest.length === 0) first.primary = true;
    else if (personRows.filter((r) => r.primary).length !== 1)
      problems.push(
        problem(
          first.row,
          "primary",
          "PRIMARY_COUNT",
          String(personRows.filter((r) => r.primary).length),
        ),
      );
  }
}
