/**
 * Admin notices are rows of the board's own table (API.md "Wave-2 conventions": they appear in
 * GET /api/board with the same title), with the popup period and the acknowledgement flags.
 */
import { and, asc, count, desc, eq, inArray, ne, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, departments, employees, noticeAcknowledgements, notices } from "../../db/schema";

export type NoticeRow = typeof notices.$inferSelect;

/** Which notices a list shows: one company's, or (group admin, no filter) all of them. */
export function noticeScope(companyIds: number[] | "ALL"): SQL | undefined {
  return companyIds === "ALL" ? undefined : inArray(notices.companyId, companyIds);
}

export async function listAdminNotices(db: Db, where: SQL | undefined, page: number, size: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notices)
      .where(where)
      .orderBy(desc(notices.createdAt), desc(notices.postId))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(notices).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findNoticeRow(db: Db, postId: number): Promise<NoticeRow | undefined> {
  const [row] = await db.select().from(notices).where(eq(notices.postId, postId)).limit(1);
  return row;
}

export async function accountName(db: Db, accountId: string): Promise<string> {
  const [row] = await db
    .select({ name: accounts.name })
    .from(accounts)
    .where(eq(accounts.accountId, accountId));
  return row?.name ?? accountId;
}

/**
 * Everyone a notice targets (its company's employees, or every person for a group notice), one
 * row per person with the department of the job in that company (group: the primary job), and
 * when the person acknowledged it.
 */
export async function noticeMembers(db: Db, notice: { postId: number; companyId: number | null }) {
  const working = and(ne(employees.status, "RETIRED"), ne(accounts.status, "RETIRED"));
  const where =
    notice.companyId === null ? working : and(working, eq(employees.companyId, notice.companyId));
  return db
    .selectDistinctOn([employees.accountId], {
      accountId: employees.accountId,
      name: accounts.name,
      departmentName: departments.name,
      acknowledgedAt: noticeAcknowledgements.acknowledgedAt,
    })
    .from(employees)
    .innerJoin(accounts, eq(accounts.accountId, employees.accountId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .leftJoin(
      noticeAcknowledgements,
      and(
        eq(noticeAcknowledgements.postId, notice.postId),
        eq(noticeAcknowledgements.accountId, employees.accountId),
      ),
    )
    .where(where)
    .orderBy(asc(employees.accountId), desc(employees.primaryJob), asc(employees.id));
}
