/**
 * Notices. A notice is group-wide (company_id null) or belongs to one affiliate, whose internal
 * notices must never reach another affiliate's employees. Every query goes through `visible`,
 * with the company of the caller's token (a company switch issues a new token).
 */
import { and, count, desc, eq, gt, isNull, lte, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notices } from "../../db/schema";

/** Which notices a caller of `companyId` may see: the group's and the company's own. */
function visible(companyId: number): SQL | undefined {
  return or(isNull(notices.companyId), eq(notices.companyId, companyId));
}

const listColumns = { postId: notices.postId, title: notices.title, createdAt: notices.createdAt };

export async function listNotices(db: Db, companyId: number, page: number, size: number) {
  return db
    .select(listColumns)
    .from(notices)
    .where(visible(companyId))
    .orderBy(desc(notices.createdAt), desc(notices.postId))
    .limit(size)
    .offset((page - 1) * size);
}

export async function countNotices(db: Db, companyId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(notices).where(visible(companyId));
  return row?.total ?? 0;
}

/**
 * The notice popup's entries (newest first): popup notices within their period (an open end,
 * as seeded notices have, never ends it).
 */
export async function listPopupNotices(db: Db, companyId: number, limit: number, now: Date) {
  return db
    .select(listColumns)
    .from(notices)
    .where(
      and(
        eq(notices.popup, true),
        visible(companyId),
        or(isNull(notices.popupFrom), lte(notices.popupFrom, now)),
        or(isNull(notices.popupTo), gt(notices.popupTo, now)),
      ),
    )
    .orderBy(desc(notices.createdAt), desc(notices.postId))
    .limit(limit);
}

/** Another company's notice is "not found" like a missing one, so ids cannot be probed. */
export async function findNotice(db: Db, companyId: number, postId: number) {
  const [row] = await db
    .select({ ...listColumns, content: notices.content, author: notices.author })
    .from(notices)
    .where(and(eq(notices.postId, postId), visible(companyId)))
    .limit(1);
  return row;
}
