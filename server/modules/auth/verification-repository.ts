/**
 * Queries of verification_codes. The attempt counter and the single use are conditional
 * UPDATEs, so concurrent tries against one code can never exceed the cap or use it twice.
 */
import { and, desc, eq, gt, gte, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { verificationCodes, type CodeChannel } from "../../db/schema";
import { lockAccount } from "../identity/account-repository";
import { HOUR } from "../identity/time-rules";

export interface SendLimits {
  /** Minimum time between two codes of an account. */
  gapMs: number;
  /** At most this many codes per account and hour. */
  perHour: number;
}

export type CreateResult =
  { ok: true; id: string; expiresAt: Date } | { ok: false; retryAfterMs: number };

/**
 * Creates a new code and revokes the account's previous ones, unless a send limit says no.
 * The account row lock serialises sends of one account across nodes, so the count is exact.
 */
export async function createVerificationCode(
  db: Db,
  input: { accountId: string; channel: CodeChannel; codeHash: string; now: Date; ttlMs: number },
  limits: SendLimits,
): Promise<CreateResult> {
  const { accountId, now } = input;
  return db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    const recent = await tx
      .select({ sentAt: verificationCodes.sentAt })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.accountId, accountId),
          gt(verificationCodes.sentAt, new Date(now.getTime() - HOUR)),
        ),
      )
      .orderBy(desc(verificationCodes.sentAt));
    const last = recent[0]?.sentAt.getTime();
    if (last !== undefined && now.getTime() - last < limits.gapMs)
      return { ok: false, retryAfterMs: last + limits.gapMs - now.getTime() };
    const oldest = recent[limits.perHour - 1]?.sentAt.getTime();
    if (oldest !== undefined) return { ok: false, retryAfterMs: oldest + HOUR - now.getTime() };

    await tx
      .update(verificationCodes)
      .set({ revokedAt: now })
      .where(
        and(
          eq(verificationCodes.accountId, accountId),
          isNull(verificationCodes.usedAt),
          isNull(verificationCodes.revokedAt),
        ),
      );
    const expiresAt = new Date(now.getTime() + input.ttlMs);
    const [row] = await tx
      .insert(verificationCodes)
      .values({
        accountId,
        channel: input.channel,
        codeHash: input.codeHash,
        sentAt: now,
        expiresAt,
      })
      .returning({ id: verificationCodes.id });
    if (!row) throw new Error("verification code insert returned nothing");
    return { ok: true, id: row.id, expiresAt };
  });
}

/** Delivery failed: the code never reached anyone, so it must not count against the limits. */
export async function deleteVerificationCode(db: Db, id: string): Promise<void> {
  await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
}

/** The account's live code (not used, not replaced), if any. */
export async function findCurrentCode(db: Db, accountId: string) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.accountId, accountId),
        isNull(verificationCodes.usedAt),
        isNull(verificationCodes.revokedAt),
      ),
    )
    .orderBy(desc(verificationCodes.sentAt))
    .limit(1);
  return row;
}

const live = (id: string, maxAttempts: number) =>
  and(
    eq(verificationCodes.id, id),
    isNull(verificationCodes.usedAt),
    isNull(verificationCodes.revokedAt),
    lt(verificationCodes.attempts, maxAttempts),
  );

/** Counts a wrong try; the new count, or undefined when the code was already locked or gone. */
export async function recordWrongAttempt(
  db: Db,
  id: string,
  maxAttempts: number,
): Promise<number | undefined> {
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(live(id, maxAttempts))
    .returning({ attempts: verificationCodes.attempts });
  return row?.attempts;
}

/** Uses the code up; false when it was used, replaced, locked or expired meanwhile. */
export async function consumeCode(
  db: Db,
  id: string,
  now: Date,
  maxAttempts: number,
): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(live(id, maxAttempts), gte(verificationCodes.expiresAt, now)))
    .returning({ id: verificationCodes.id });
  return rows.length > 0;
}
