/**
 * Notices. The notices table has no company column: every notice is group-wide (schema
 * content.ts), so every company sees the same board. Should per-company notices arrive, the
 * company condition belongs in `visible` below and nowhere else.
 */
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notices } from "../../db/schema";

/** Which notices a caller of `companyId` may see (today: all of them, see above). */
function visible(_companyId: number): SQL | undefined {
  return undefined;
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

/** The notice popup's entries (newest first). */
export async function listPopupNotices(db: Db, companyId: number, limit: number) {
  return db
    .select(listColumns)
    .from(notices)
    .where(and(eq(notices.popup, true), visible(companyId)))
    .orderBy(desc(notices.createdAt), desc(notices.postId))
    .limit(limit);
}

export async function findNotice(db: Db, companyId: number, postId: number) {
  const [row] = await db
    .select({ ...listColumns, content: notices.content, author: notices.author })
    .from(notices)
    .where(and(eq(notices.postId, postId), visible(companyId)))
    .limit(1);
  return row;
}
