/**
 * Must-acknowledge notices of one caller: those its token's company sees (the group's and the
 * company's own) that its account has not acknowledged yet. One acknowledgement per account.
 */
import { and, asc, eq, isNull, notExists, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { noticeAcknowledgements, notices } from "../../db/schema";

const visible = (companyId: number) =>
  or(isNull(notices.companyId), eq(notices.companyId, companyId));

/** Oldest first: the app shows them one after the other in the order they were published. */
export async function pendingNotices(db: Db, accountId: string, companyId: number) {
  return db
    .select({
      id: notices.postId,
      title: notices.title,
      content: notices.content,
      createdAt: notices.createdAt,
    })
    .from(notices)
    .where(
      and(
        eq(notices.mustAcknowledge, true),
        visible(companyId),
        notExists(
          db
            .select({ one: noticeAcknowledgements.postId })
            .from(noticeAcknowledgements)
            .where(
              and(
                eq(noticeAcknowledgements.postId, notices.postId),
                eq(noticeAcknowledgements.accountId, accountId),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(notices.createdAt), asc(notices.postId))
    .limit(50);
}

export async function isVisible(db: Db, postId: number, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: notices.postId })
    .from(notices)
    .where(and(eq(notices.postId, postId), visible(companyId)))
    .limit(1);
  return row !== undefined;
}

/** Records the acknowledgement unless there is one; returns the first one's time. */
export async function acknowledge(
  db: Db,
  postId: number,
  accountId: string,
  companyId: number,
  now: Date,
): Promise<Date> {
  await db
    .insert(noticeAcknowledgements)
    .values({ postId, accountId, companyId, acknowledgedAt: now })
    .onConflictDoNothing();
  const [row] = await db
    .select({ at: noticeAcknowledgements.acknowledgedAt })
    .from(noticeAcknowledgements)
    .where(
      and(
        eq(noticeAcknowledgements.postId, postId),
        eq(noticeAcknowledgements.accountId, accountId),
      ),
    );
  return row?.at ?? now;
}
