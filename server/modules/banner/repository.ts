/**
 * Billboards: the enabled ones within their period, by sortOrder, newest first among equals
 * (API.md "Wave-2 conventions"). A billboard
 * is group-wide (company_id null) or one affiliate's own, shown only to that company's callers.
 * Read through the node's cache per company (gp_banner; a group-wide change announces "").
 */
import { and, asc, desc, eq, gt, isNull, lte, or } from "drizzle-orm";
import { BILLBOARD_LIMIT } from "../../../shared/billboard";
import type { Db } from "../../db/client";
import { billboards } from "../../db/schema";
import { announceChange, readThrough } from "../../lib/node-cache";

/** Which billboards a caller of `companyId` (the token's company) may see. */
const visible = (companyId: number) =>
  or(isNull(billboards.companyId), eq(billboards.companyId, companyId));

/**
 * Cached per company for the cache's TTL (a minute): a period that starts or ends shows up
 * within that minute; an admin's edit at once (announceBillboardsChanged).
 */
export async function listActiveBillboards(db: Db, companyId: number, now: Date) {
  return readThrough(db, "banner", `${companyId}/`, () => queryBillboards(db, companyId, now));
}

/** After an admin's commit: every node reads the scope's billboards again ("" = all). */
export async function announceBillboardsChanged(db: Db, companyId: number | null) {
  await announceChange(db, "banner", companyId === null ? "" : `${companyId}/`);
}

async function queryBillboards(db: Db, companyId: number, now: Date) {
  return db
    .select({
      id: billboards.id,
      title: billboards.title,
      titleSub: billboards.titleSub,
      link: billboards.link,
      updatedAt: billboards.updatedAt,
    })
    .from(billboards)
    .where(
      and(
        eq(billboards.active, true),
        visible(companyId),
        or(isNull(billboards.displayFrom), lte(billboards.displayFrom, now)),
        or(isNull(billboards.displayTo), gt(billboards.displayTo, now)),
      ),
    )
    .orderBy(asc(billboards.sortOrder), desc(billboards.createdAt), desc(billboards.id))
    .limit(BILLBOARD_LIMIT);
}
