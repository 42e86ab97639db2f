import type { ImportResult } from "../../../server/contract/admin-import";
import { api } from "../../lib/api-client";

export type { ImportProblem, ImportResult } from "../../../server/contract/admin-import";

/** POST /api/admin/import/people: the file as text/csv; a large apply may take a while. */
export function runImport(
  csv: string,
  mode: "dry-run" | "apply",
  deactivateMissing: boolean,
): Promise<ImportResult> {
  return api<ImportResult>("/admin/import/people", {
    method: "POST",
    body: csv,
    headers: { "Content-Type": "text/csv" },
    query: { mode, deactivateMissing: String(deactivateMissing) },
    timeout: 300_000,
  });
}
