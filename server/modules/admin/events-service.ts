/**
 * Admin events and holidays of a company (or group-wide): the Korean title is the row's title,
 * the other languages its translations (an empty one shows the Korean title to users).
 */
import { and, asc, count, eq, gte, inArray, isNull, lte, ne, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { AdminEvent, adminEventBodySchema } from "../../contract";
import type { Db } from "../../db/client";
import { eventsHolidays } from "../../db/schema";
import { apiErrors } from "../../lib/api-error";
import { auditAdminChange } from "./audit-trail";
import { fieldError } from "./body-rules";
import { assertManageable } from "./scope";
import type { AdminChange } from "./admin-change";
import type { AdminRights } from "./rights";

type Body = z.output<typeof adminEventBodySchema>;
type Row = typeof eventsHolidays.$inferSelect;

export const toAdminEvent = (row: Row): AdminEvent => ({
  id: row.id,
  day: row.day,
  title: row.title,
  titles: {
    ko: row.title,
    en: row.translations.en ?? "",
    zh: row.translations.zh ?? "",
    ja: row.translations.ja ?? "",
  },
  type: row.type,
  companyId: row.companyId,
  createdAt: row.createdAt.toISOString(),
});

const snapshot = (row: Row) => {
  const { createdAt: _c, ...fields } = toAdminEvent(row);
  return fields;
};

function columnsOf(body: Body) {
  const { en = "", zh = "", ja = "" } = body.titles ?? {};
  return {
    day: body.day,
    title: (body.titles?.ko || body.title) ?? "",
    translations: Object.fromEntries(
      Object.entries({ en, zh, ja }).filter(([, value]) => value !== ""),
    ),
    type: body.type,
    companyId: body.companyId,
  };
}

export async function listAdminEvents(
  db: Db,
  scope: number[] | "ALL",
  query: { from?: string | undefined; to?: string | undefined; page: number; size: number },
) {
  const where = and(
    scope === "ALL" ? undefined : inArray(eventsHolidays.companyId, scope),
    query.from ? gte(eventsHolidays.day, query.from) : undefined,
    query.to ? lte(eventsHolidays.day, query.to) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(eventsHolidays)
      .where(where)
      .orderBy(asc(eventsHolidays.day), asc(eventsHolidays.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: count() }).from(eventsHolidays).where(where),
  ]);
  return { items: rows.map(toAdminEvent), total: total?.total ?? 0 };
}

async function manageableEvent(db: Db, rights: AdminRights, id: number) {
  const [row] = await db.select().from(eventsHolidays).where(eq(eventsHolidays.id, id)).limit(1);
  if (!row || (rights.kind !== "GROUP" && row.companyId !== rights.companyId))
    throw apiErrors.notFound();
  return row;
}

/** Scope first (403), then the rules beyond the schema (400). */
async function checked(tx: Db, body: Body, c: AdminChange) {
  await assertManageable(tx, c.rights, body.companyId);
  const values = columnsOf(body);
  if (values.title === "") throw fieldError(c.request, "title", "admin.event.titleRequired");
  return values;
}

/** The table keeps one entry per (scope, day, title): a second one is a 409, not a 500. */
async function assertUnique(tx: Db, values: ReturnType<typeof columnsOf>, exceptId?: number) {
  const sameScope: SQL =
    values.companyId === null
      ? isNull(eventsHolidays.companyId)
      : eq(eventsHolidays.companyId, values.companyId);
  const [row] = await tx
    .select({ id: eventsHolidays.id })
    .from(eventsHolidays)
    .where(
      and(
        sameScope,
        eq(eventsHolidays.day, values.day),
        eq(eventsHolidays.title, values.title),
        exceptId === undefined ? undefined : ne(eventsHolidays.id, exceptId),
      ),
    )
    .limit(1);
  if (row) throw apiErrors.conflict({ messageKey: "admin.event.duplicate" });
}

export async function createEvent(tx: Db, body: Body, c: AdminChange) {
  const values = await checked(tx, body, c);
  await assertUnique(tx, values);
  const [row] = await tx
    .insert(eventsHolidays)
    .values({ ...values, createdAt: c.now })
    .returning();
  if (!row) throw new Error("event not inserted");
  await auditAdminChange(tx, c.request, c.rights, {
    action: "event.create",
    targetId: row.id,
    companyId: row.companyId,
    after: snapshot(row),
    now: c.now,
  });
  return toAdminEvent(row);
}

export async function updateEvent(tx: Db, id: number, body: Body, c: AdminChange) {
  const before = await manageableEvent(tx, c.rights, id);
  const values = await checked(tx, body, c);
  await assertUnique(tx, values, id);
  const [row] = await tx
    .update(eventsHolidays)
    .set(values)
    .where(eq(eventsHolidays.id, id))
    .returning();
  if (!row) throw apiErrors.notFound();
  await auditAdminChange(tx, c.request, c.rights, {
    action: "event.update",
    targetId: id,
    companyId: row.companyId,
    before: snapshot(before),
    after: snapshot(row),
    now: c.now,
  });
  return toAdminEvent(row);
}

export async function deleteEvent(tx: Db, id: number, c: AdminChange) {
  const before = await manageableEvent(tx, c.rights, id);
  await tx.delete(eventsHolidays).where(eq(eventsHolidays.id, id));
  await auditAdminChange(tx, c.request, c.rights, {
    action: "event.delete",
    targetId: id,
    companyId: before.companyId,
    before: snapshot(before),
    now: c.now,
  });
  return { id, deleted: true as const };
}
