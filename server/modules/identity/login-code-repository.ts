/** Queries of login_codes: the one-time codes (60 s) exchanged for tokens by POST. */
import { and, eq, gte, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { loginCodes } from "../../db/schema";

export async function insertLoginCode(
  db: Db,
  row: { codeHash: string; accountId: string; companyId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(loginCodes).values(row);
}

/**
 * Uses the code up in one statement: of several exchanges racing with the same code only one
 * gets the row back, so a code can never yield two token pairs.
 */
export async function consumeLoginCode(
  db: Db,
  codeHash: string,
  now: Date,
): Promise<{ accountId: string; companyId: number } | undefined> {
  const [row] = await db
    .update(loginCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(loginCodes.codeHash, codeHash),
        isNull(loginCodes.usedAt),
        gte(loginCodes.expiresAt, now),
      ),
    )
    .returning({ accountId: loginCodes.accountId, companyId: loginCodes.companyId });
  return row;
}
