/**
 * Billboards: the active ones, newest first (the NEW badge compares the first one). A billboard
 * is group-wide (company_id null) or one affiliate's own, shown only to that company's callers.
 * Read through the node's cache per company (gp_banner; a group-wide change announces "").
 */
import { and, desc, eq, isNull, or } from "drizzle-orm";
import { BILLBOARD_LIMIT } from "../../../shared/billboard";
import type { Db } from "../../db/client";
import { billboards } from "../../db/schema";
import { readThrough } from "../../lib/node-cache";

/** Which billboards a caller of `companyId` (the token's company) may see. */
const visible = (companyId: number) =>
  or(isNull(billboards.companyId), eq(billboards.companyId, companyId));

export async function listActiveBillboards(db: Db, companyId: number) {
  return readThrough(db, "banner", `${companyId}/`, () => queryBillboards(db, companyId));
}

async function queryBillboards(db: Db, companyId: number) {
  return db
    .select({
      id: billboards.id,
      title: billboards.title,
      titleSub: billboards.titleSub,
      link: billboards.link,
      updatedAt: billboards.updatedAt,
    })
    .from(billboards)
    .where(and(eq(billboards.active, true), visible(companyId)))
    .orderBy(desc(billboards.updatedAt), desc(billboards.id))
    .limit(BILLBOARD_LIMIT);
}
