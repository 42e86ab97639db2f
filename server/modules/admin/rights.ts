/**
 * Who may manage what (API.md "Administration (wave 2)"). A group admin manages group-wide
 * content (companyId null) and every company; a company admin manages only the company of the
 * token it calls with, so switching company in the app switches what the person manages.
 * Everyone else gets 403 on every /api/admin call.
 */
import type { FastifyRequest } from "fastify";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { adminRights } from "../../db/schema";
import { apiErrors } from "../../lib/api-error";

export type AdminRights =
  | { kind: "GROUP"; accountId: string; companyId: number }
  | { kind: "COMPANY"; accountId: string; companyId: number };

/** The caller's rights in the company of its token, or null when it has none there. */
export async function loadAdminRights(
  db: Db,
  accountId: string,
  tokenCompanyId: number,
): Promise<AdminRights | null> {
  const rows = await db
    .select({ companyId: adminRights.companyId })
    .from(adminRights)
    .where(eq(adminRights.accountId, accountId));
  if (rows.some((row) => row.companyId === null)) {
    return { kind: "GROUP", accountId, companyId: tokenCompanyId };
  }
  if (rows.some((row) => row.companyId === tokenCompanyId)) {
    return { kind: "COMPANY", accountId, companyId: tokenCompanyId };
  }
  return null;
}

/**
 * May these rights manage content of this scope (null: group-wide)? A company admin only its
 * token's company; a group admin any scope.
 */
export function canManageScope(rights: AdminRights, companyId: number | null): boolean {
  return rights.kind === "GROUP" || companyId === rights.companyId;
}

/** Throws 403 unless canManageScope. */
export function assertScope(rights: AdminRights, companyId: number | null): void {
  if (!canManageScope(rights, companyId)) throw apiErrors.forbidden();
}

/** Throws 403 unless the caller is a group admin (integration keys, people, every company). */
export function assertGroupAdmin(rights: AdminRights): void {
  if (rights.kind !== "GROUP") throw apiErrors.forbidden();
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set by requireAdmin for /api/admin routes; undefined elsewhere. */
    adminRights?: AdminRights;
  }
}

/**
 * preHandler of every /api/admin route (after the access-token check of `config.auth`).
 * Usage: `fastify.addHook("preHandler", requireAdmin(fastify.db))` inside the admin plugin.
 */
export function requireAdmin(db: Db) {
  return async (request: FastifyRequest): Promise<void> => {
    const rights = await loadAdminRights(db, request.auth.accountId, request.auth.companyId);
    if (!rights) throw apiErrors.forbidden();
    request.adminRights = rights;
  };
}

/** The rights requireAdmin attached; a route that forgot the hook fails closed. */
export function adminRightsOf(request: FastifyRequest): AdminRights {
  if (!request.adminRights) throw apiErrors.forbidden();
  return request.adminRights;
}
