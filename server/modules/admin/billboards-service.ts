/**
 * Admin billboards. At most BILLBOARD_LIMIT enabled per scope (the group, or one company),
 * whatever their periods: the home shows 5 at most, and a 6th would silently never show.
 * The check runs under a per-scope transaction lock, so two admins cannot both add the 5th.
 */
import type { FastifyRequest } from "fastify";
import { and, count, eq, isNull, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import { BILLBOARD_LIMIT } from "../../../shared/billboard";
import { isHttpsUrl, type AdminBillboard, type adminBillboardBodySchema } from "../../contract";
import type { Db } from "../../db/client";
import { billboards } from "../../db/schema";
import { apiErrors } from "../../lib/api-error";
import { auditAdminChange } from "./audit-trail";
import { assertPeriod, fieldError } from "./body-rules";
import { assertManageable } from "./scope";
import type { AdminChange } from "./admin-change";
import type { AdminRights } from "./rights";

type Body = z.output<typeof adminBillboardBodySchema>;
type Row = typeof billboards.$inferSelect;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export const toAdminBillboard = (row: Row): AdminBillboard => ({
  id: row.id,
  title: row.title,
  titleSub: row.titleSub,
  link: row.link,
  enabled: row.active,
  sortOrder: row.sortOrder,
  companyId: row.companyId,
  from: iso(row.displayFrom),
  to: iso(row.displayTo),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const snapshot = (row: Row) => {
  const { createdAt: _c, updatedAt: _u, ...fields } = toAdminBillboard(row);
  return fields;
};

const columnsOf = (body: Body) => ({
  title: body.title,
  titleSub: body.titleSub,
  link: body.link,
  active: body.enabled,
  sortOrder: body.sortOrder,
  companyId: body.companyId,
  displayFrom: body.from ? new Date(body.from) : null,
  displayTo: body.to ? new Date(body.to) : null,
});

const inScope = (companyId: number | null) =>
  companyId === null ? isNull(billboards.companyId) : eq(billboards.companyId, companyId);

/** 409 when enabling one more in `companyId`'s scope would pass the cap. */
async function assertRoom(tx: Db, companyId: number | null, exceptId: number | null) {
  await tx.execute(sql`select pg_advisory_xact_lock(${companyId ?? 0}, 5)`);
  const others = exceptId === null ? undefined : ne(billboards.id, exceptId);
  const [row] = await tx
    .select({ n: count() })
    .from(billboards)
    .where(and(eq(billboards.active, true), inScope(companyId), others));
  if ((row?.n ?? 0) >= BILLBOARD_LIMIT)
    throw apiErrors.conflict({ messageKey: "admin.billboard.tooMany" });
}

/** After the rights, before the cap: the period's order and a link that parses as https. */
function assertRules(request: FastifyRequest, body: Body) {
  assertPeriod(request, body.from, body.to, "to");
  if (body.link !== null && !isHttpsUrl(body.link))
    throw fieldError(request, "link", "admin.httpsOnly");
}

export async function manageableBillboard(db: Db, rights: AdminRights, id: number) {
  const [row] = await db.select().from(billboards).where(eq(billboards.id, id)).limit(1);
  if (!row || (rights.kind !== "GROUP" && row.companyId !== rights.companyId))
    throw apiErrors.notFound();
  return row;
}

export async function createBillboard(tx: Db, body: Body, c: AdminChange) {
  await assertManageable(tx, c.rights, body.companyId);
  assertRules(c.request, body);
  if (body.enabled) await assertRoom(tx, body.companyId, null);
  const [row] = await tx
    .insert(billboards)
    .values({ ...columnsOf(body), createdAt: c.now, updatedAt: c.now })
    .returning();
  if (!row) throw new Error("billboard not inserted");
  await auditAdminChange(tx, c.request, c.rights, {
    action: "billboard.create",
    targetId: row.id,
    companyId: row.companyId,
    after: snapshot(row),
    now: c.now,
  });
  return toAdminBillboard(row);
}

export async function updateBillboard(tx: Db, id: number, body: Body, c: AdminChange) {
  const before = await manageableBillboard(tx, c.rights, id);
  await assertManageable(tx, c.rights, body.companyId);
  assertRules(c.request, body);
  if (body.enabled) await assertRoom(tx, body.companyId, id);
  const [row] = await tx
    .update(billboards)
    .set({ ...columnsOf(body), updatedAt: c.now })
    .where(eq(billboards.id, id))
    .returning();
  if (!row) throw apiErrors.notFound();
  await auditAdminChange(tx, c.request, c.rights, {
    action: "billboard.update",
    targetId: id,
    companyId: row.companyId,
    before: snapshot(before),
    after: snapshot(row),
    now: c.now,
  });
  return { billboard: toAdminBillboard(row), scopes: [before.companyId, row.companyId] };
}

export async function deleteBillboard(tx: Db, id: number, c: AdminChange) {
  const before = await manageableBillboard(tx, c.rights, id);
  await tx.delete(billboards).where(eq(billboards.id, id));
  await auditAdminChange(tx, c.request, c.rights, {
    action: "billboard.delete",
    targetId: id,
    companyId: before.companyId,
    before: snapshot(before),
    now: c.now,
  });
  return { id, deleted: true as const, companyId: before.companyId };
}
