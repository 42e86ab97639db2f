/** Queries of temporary_tokens (5-minute tokens of the daily verification step). */
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { temporaryTokens } from "../../db/schema";

export async function insertTemporaryToken(
  db: Db,
  row: { tokenHash: string; accountId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(temporaryTokens).values(row);
}

export async function findActiveTemporaryToken(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ id: string; accountId: string } | undefined> {
  const [row] = await db
    .select({ id: temporaryTokens.id, accountId: temporaryTokens.accountId })
    .from(temporaryTokens)
    .where(
      and(
        eq(temporaryTokens.tokenHash, tokenHash),
        isNull(temporaryTokens.revokedAt),
        gt(temporaryTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

/** Ends every temporary token of the account (verification passed: none is needed any more). */
export async function revokeTemporaryTokens(db: Db, accountId: string, now: Date): Promise<void> {
  await db
    .update(temporaryTokens)
    .set({ revokedAt: now })
    .where(and(eq(temporaryTokens.accountId, accountId), isNull(temporaryTokens.revokedAt)));
}
