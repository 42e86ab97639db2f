/**
 * After a provisioning commit: every node drops what the change made wrong. A deactivated
 * account's access tokens fail at once everywhere (the family cache, node-cache.ts), and the
 * organisation chart of each touched company is read afresh (member counts, listings).
 */
import type { Db } from "../../db/client";
import { announceAccountFamiliesEnded, announceChange } from "../../lib/node-cache";

export async function announceProvisioning(
  db: Db,
  change: { endedAccountId?: string | undefined; companyIds: readonly number[] },
): Promise<void> {
  if (change.endedAccountId) await announceAccountFamiliesEnded(db, change.endedAccountId);
  for (const companyId of new Set(change.companyIds)) {
    await announceChange(db, "organization", `${companyId}/`);
  }
}
