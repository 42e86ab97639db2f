/**
 * Scope helpers shared by the admin routes: which companies a list may show, and the check of a
 * scope a change names (rights first, then that the company exists, so a typo is a 404 and
 * never a foreign-key error).
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { companies } from "../../db/schema";
import { apiErrors } from "../../lib/api-error";
import { assertScope, type AdminRights } from "./rights";

export const adminSecurity = [{ bearerAuth: [] }];

/**
 * The companies a list shows: `?companyId=` when given (and manageable), else the company
 * admin's own company, or everything for a group admin.
 */
export function listScope(rights: AdminRights, companyId: number | undefined): number[] | "ALL" {
  if (companyId !== undefined) {
    assertScope(rights, companyId);
    return [companyId];
  }
  return rights.kind === "GROUP" ? "ALL" : [rights.companyId];
}

export async function assertManageable(
  db: Db,
  rights: AdminRights,
  companyId: number | null,
): Promise<void> {
  assertScope(rights, companyId);
  if (companyId === null) return;
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!row) throw apiErrors.notFound();
}
