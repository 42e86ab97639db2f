/** Web Push subscriptions: one row per endpoint, owned by the job and session that subscribed. */
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pushSubscriptions } from "../../db/schema";

export interface SubscriptionOwner {
  accountId: string;
  companyId: number;
  familyId: string;
}

export interface SubscriptionKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * An endpoint belongs to one browser: subscribing again (another user on a shared PC, the new
 * company after a switch) moves it to the new owner instead of leaving the old one subscribed.
 */
export async function saveSubscription(
  db: Db,
  owner: SubscriptionOwner,
  keys: SubscriptionKeys,
  now: Date,
): Promise<string> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ ...owner, ...keys, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { ...owner, p256dh: keys.p256dh, auth: keys.auth, updatedAt: now },
    })
    .returning({ id: pushSubscriptions.id });
  if (!row) throw new Error("push subscription upsert returned nothing");
  return row.id;
}

/** The caller may only remove its own subscription; true when one was removed. */
export async function removeSubscription(
  db: Db,
  owner: Pick<SubscriptionOwner, "accountId" | "companyId">,
  endpoint: string,
): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.endpoint, endpoint),
        eq(pushSubscriptions.accountId, owner.accountId),
        eq(pushSubscriptions.companyId, owner.companyId),
      ),
    )
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** Logout: the session's browsers stop receiving its pushes. */
export async function dropSessionSubscriptions(db: Db, familyId: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.familyId, familyId));
}

/** The push service said the subscription is gone (404/410). */
export async function dropSubscription(db: Db, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
