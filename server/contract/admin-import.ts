/**
 * POST /api/admin/import/people (group admins): people, departments and jobs from one CSV file
 * (docs/integration.md "CSV import"). A dry run lists every problem by row and column; an apply
 * writes everything in one transaction, or nothing when there is any problem.
 */
import { z } from "zod";

/** The columns of the file, in the documented order (the header may list them in any order). */
export const IMPORT_COLUMNS = [
  "account_id",
  "name",
  "email",
  "phone",
  "company_code",
  "employee_no",
  "department",
  "position",
  "duty",
  "primary",
  "status",
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export const REQUIRED_IMPORT_COLUMNS: readonly ImportColumn[] = [
  "account_id",
  "name",
  "company_code",
  "employee_no",
  "department",
];

/** Rows per file (besides the header) and bytes per body. */
export const IMPORT_MAX_ROWS = 100_000;
export const IMPORT_MAX_BYTES = 32 * 1024 * 1024;
/** Problems listed in one answer; `problemCount` still counts them all. */
export const IMPORT_MAX_LISTED_PROBLEMS = 1_000;

/** Machine codes of problems; the admin screen words them in the user's language. */
export const IMPORT_PROBLEMS = [
  "BAD_CSV", // unterminated quote
  "EMPTY_FILE",
  "TOO_MANY_ROWS",
  "MISSING_COLUMN", // a required column is not in the header
  "UNKNOWN_COLUMN",
  "DUPLICATE_COLUMN",
  "WRONG_FIELD_COUNT",
  "REQUIRED", // empty required cell
  "TOO_LONG",
  "BAD_ACCOUNT_ID",
  "BAD_EMAIL",
  "BAD_PHONE",
  "BAD_VALUE", // primary not Y/N, status not ACTIVE/LEAVE
  "BAD_DEPARTMENT", // an empty part in the department path
  "UNKNOWN_COMPANY",
  "DUPLICATE_JOB", // the same account twice in one company
  "DUPLICATE_EMPLOYEE_NO", // the same number twice in one company in the file
  "EMPLOYEE_NO_TAKEN", // the number belongs to another account in the portal
  "CONFLICTING_PERSON", // rows of one account disagree on name, e-mail or phone
  "PRIMARY_COUNT", // a person with several rows must have exactly one primary = Y
] as const;
export type ImportProblemCode = (typeof IMPORT_PROBLEMS)[number];

export const importQuerySchema = z.object({
  mode: z.enum(["dry-run", "apply"]),
  deactivateMissing: z.enum(["true", "false"]).default("false"),
});
export type ImportQuery = z.input<typeof importQuerySchema>;

export const importProblemSchema = z.object({
  row: z.number().int().describe("Record number in the file; the header is row 1"),
  column: z.string().nullable().describe("Column name; null for the whole row or file"),
  code: z.enum(IMPORT_PROBLEMS),
  value: z.string().nullable().describe("The offending value, cut to 100 characters"),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importSummarySchema = z.object({
  rows: z.number().int(),
  people: z.number().int(),
  accountsCreated: z.number().int(),
  accountsUpdated: z.number().int(),
  jobsCreated: z.number().int(),
  jobsUpdated: z.number().int(),
  departmentsCreated: z.number().int(),
  jobsDeactivated: z.number().int(),
  accountsDeactivated: z.number().int(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

export const importResultSchema = z.object({
  mode: z.enum(["dry-run", "apply"]),
  applied: z.boolean().describe("true: written (apply without problems); false: nothing written"),
  problemCount: z.number().int(),
  problems: z.array(importProblemSchema).max(IMPORT_MAX_LISTED_PROBLEMS),
  summary: importSummarySchema.describe("What the apply writes (dry run) or wrote (apply)"),
  elapsedMs: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
