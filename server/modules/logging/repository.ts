/** Menu usage records (usage_logs): the portal's access log, not the security trail. */
import type { Db } from "../../db/client";
import { usageLogs } from "../../db/schema";

export type UsageLogInput = Omit<typeof usageLogs.$inferInsert, "id">;

export async function insertUsageLog(db: Db, entry: UsageLogInput): Promise<void> {
  await db.insert(usageLogs).values(entry);
}
