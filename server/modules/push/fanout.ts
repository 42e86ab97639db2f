/**
 * Turns one event into one queue row per device, in one transaction with marking the event done,
 * so a crash either fans out completely or not at all. Jobs whose settings are off for the
 * category, or who are inside their quiet hours, get no row: nothing is sent to them.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/raw-rows";
import {
  companyJobs,
  fcmRecipients,
  oneJob,
  webRecipients,
  type JobFilter,
  type Recipient,
} from "./audience";
import type { PushEvent } from "./events";
import { DELIVERY, messageFor } from "./messages";
import { inQuietHours } from "./quiet-hours";
import { enqueue, finish, type QueueKind } from "./queue-repository";

interface Notice {
  title: string;
  companyId: number | null;
  mustAcknowledge: boolean;
}

export async function fanOut(db: Db, eventId: number, event: PushEvent, now: Date) {
  await db.transaction(async (tx) => {
    const target = await audienceOf(tx, event);
    const rows: Array<{ kind: QueueKind; body: Record<string, unknown>; runAt: Date }> = [];
    if (target) {
      const wanted = (r: Recipient) =>
        r.enabled &&
        (event.type === "approvals" ? r.approvals : r.notices) &&
        !inQuietHours(now, r.quietFrom, r.quietTo);
      const delivery = DELIVERY[event.type];
      const add = (kind: QueueKind, recipients: Recipient[]) => {
        for (const r of recipients.filter(wanted)) {
          const message = messageFor(event, target.title, r);
          rows.push({
            kind,
            // companyId: the admins' figures are per company.
            body: { target: r.target, companyId: r.companyId, message, ...delivery },
            runAt: now,
          });
        }
      };
      add("web", await webRecipients(tx, target.jobs));
      add("fcm", await fcmRecipients(tx, target.jobs));
    }
    await enqueue(tx, rows);
    await finish(tx, eventId, "sent", now);
  });
}

async function audienceOf(db: Db, event: PushEvent) {
  if (event.type === "approvals") {
    return { title: null, jobs: oneJob(event.accountId, event.companyId) };
  }
  const notice = await findNotice(db, event.noticeId);
  if (!notice) return undefined; // deleted meanwhile: nobody to tell
  if (event.type === "reminder" && !notice.mustAcknowledge) return undefined; // edited since
  const jobs: JobFilter =
    event.type === "reminder"
      ? sql`${companyJobs(notice.companyId)} and ${pendingAcknowledgement(event.noticeId)}`
      : companyJobs(notice.companyId);
  return { title: notice.title, jobs };
}

async function findNotice(db: Db, noticeId: number): Promise<Notice | undefined> {
  const [row] = await rowsOf<{ title: string; companyId: number | null; mustAcknowledge: boolean }>(
    db,
    sql`select title, company_id as "companyId", must_acknowledge as "mustAcknowledge"
        from notices where post_id = ${noticeId}`,
  );
  return row;
}

/** The reminder goes to those who have not acknowledged the notice (once per account). */
const pendingAcknowledgement = (noticeId: number) =>
  sql`not exists (select 1 from notice_acknowledgements k
                  where k.post_id = ${noticeId} and k.account_id = j.account_id)`;
