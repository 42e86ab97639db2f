/** The account's preferred locale (accounts.locale), e.g. for texts sent to the user later. */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, type Locale } from "../../db/schema";

export async function saveAccountLocale(db: Db, accountId: string, locale: Locale): Promise<void> {
  await db.update(accounts).set({ locale }).where(eq(accounts.accountId, accountId));
}
