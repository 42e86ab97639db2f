/**
 * Admin notices: create, update, delete with their audit entries, and the acknowledgement
 * figures. HTML is sanitized on write (https links only) and again on every read.
 */
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { AdminNotice, adminNoticeBodySchema, NoticeReads } from "../../contract";
import type { Db } from "../../db/client";
import { notices } from "../../db/schema";
import { apiErrors } from "../../lib/api-error";
import { sanitizeContent, sanitizeNoticeHtml } from "../board/html";
import { auditAdminChange } from "./audit-trail";
import { assertPeriod } from "./body-rules";
import { accountName, findNoticeRow, noticeMembers, type NoticeRow } from "./notices-repository";
import { assertManageable } from "./scope";
import type { AdminChange } from "./admin-change";
import type { AdminRights } from "./rights";

type NoticeBody = z.output<typeof adminNoticeBodySchema>;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export const toAdminNotice = (row: NoticeRow): AdminNotice => ({
  id: row.postId,
  title: row.title,
  html: sanitizeContent(row.content),
  companyId: row.companyId,
  popupFrom: iso(row.popupFrom),
  popupTo: iso(row.popupTo),
  mustAcknowledge: row.mustAcknowledge,
  push: row.push,
  author: row.author,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** What the audit keeps of a notice: its fields, the body only as a length. */
const snapshot = (row: NoticeRow) => ({
  id: row.postId,
  title: row.title,
  htmlLength: row.content.length,
  companyId: row.companyId,
  popupFrom: row.popupFrom,
  popupTo: row.popupTo,
  mustAcknowledge: row.mustAcknowledge,
  push: row.push,
});

function columnsOf(body: NoticeBody) {
  const popupFrom = body.popupFrom ? new Date(body.popupFrom) : null;
  const popupTo = body.popupTo ? new Date(body.popupTo) : null;
  return {
    title: body.title,
    content: sanitizeNoticeHtml(body.html),
    companyId: body.companyId,
    // A popup period makes it a popup notice; without one it is only on the board.
    popup: popupFrom !== null || popupTo !== null,
    popupFrom,
    popupTo,
    mustAcknowledge: body.mustAcknowledge,
    push: body.push,
  };
}

/** The notice if it exists and the caller manages its scope; 404 otherwise (no probing). */
export async function manageableNotice(db: Db, rights: AdminRights, id: number) {
  const row = await findNoticeRow(db, id);
  if (!row || (rights.kind !== "GROUP" && row.companyId !== rights.companyId))
    throw apiErrors.notFound();
  return row;
}

export async function createNotice(tx: Db, body: NoticeBody, c: AdminChange): Promise<AdminNotice> {
  await assertManageable(tx, c.rights, body.companyId);
  assertPeriod(c.request, body.popupFrom, body.popupTo, "popupTo");
  const author = await accountName(tx, c.rights.accountId);
  const [row] = await tx
    .insert(notices)
    .values({
      ...columnsOf(body),
      author,
      createdBy: c.rights.accountId,
      createdAt: c.now,
      updatedAt: c.now,
    })
    .returning();
  if (!row) throw new Error("notice not inserted");
  await auditAdminChange(tx, c.request, c.rights, {
    action: "notice.create",
    targetId: row.postId,
    companyId: row.companyId,
    after: snapshot(row),
    now: c.now,
  });
  return toAdminNotice(row);
}

export async function updateNotice(
  tx: Db,
  id: number,
  body: NoticeBody,
  c: AdminChange,
): Promise<AdminNotice> {
  const before = await manageableNotice(tx, c.rights, id);
  await assertManageable(tx, c.rights, body.companyId);
  assertPeriod(c.request, body.popupFrom, body.popupTo, "popupTo");
  const [row] = await tx
    .update(notices)
    .set({ ...columnsOf(body), updatedAt: c.now })
    .where(eq(notices.postId, id))
    .returning();
  if (!row) throw apiErrors.notFound();
  await auditAdminChange(tx, c.request, c.rights, {
    action: "notice.update",
    targetId: id,
    companyId: row.companyId,
    before: snapshot(before),
    after: snapshot(row),
    now: c.now,
  });
  return toAdminNotice(row);
}

export async function deleteNotice(tx: Db, id: number, c: AdminChange) {
  const before = await manageableNotice(tx, c.rights, id);
  await tx.delete(notices).where(eq(notices.postId, id));
  await auditAdminChange(tx, c.request, c.rights, {
    action: "notice.delete",
    targetId: id,
    companyId: before.companyId,
    before: snapshot(before),
    now: c.now,
  });
  return { id, deleted: true as const };
}

export async function noticeReads(db: Db, rights: AdminRights, id: number): Promise<NoticeReads> {
  const notice = await manageableNotice(db, rights, id);
  const rows = await noticeMembers(db, notice);
  const members = rows.map((row) => ({
    accountId: row.accountId,
    name: row.name,
    departmentName: row.departmentName ?? "",
    acknowledgedAt: iso(row.acknowledgedAt),
  }));
  const acknowledged = members.filter((m) => m.acknowledgedAt !== null).length;
  return { acknowledged, pending: members.length - acknowledged, members };
}
