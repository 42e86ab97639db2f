/** Billboards: the active ones, newest first (the NEW badge compares the first one). */
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { billboards } from "../../db/schema";

/** Spec 9: up to 5 billboards. */
export const BANNER_LIMIT = 5;

export async function listActiveBillboards(db: Db) {
  return db
    .select({
      id: billboards.id,
      title: billboards.title,
      titleSub: billboards.titleSub,
      link: billboards.link,
      updatedAt: billboards.updatedAt,
    })
    .from(billboards)
    .where(eq(billboards.active, true))
    .orderBy(desc(billboards.updatedAt), desc(billboards.id))
    .limit(BANNER_LIMIT);
}
