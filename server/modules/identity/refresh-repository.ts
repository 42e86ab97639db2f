/**
 * Queries of refresh_tokens. Rotation is one conditional UPDATE: PostgreSQL re-checks the WHERE
 * clause after waiting for a concurrent writer's row lock, so of N parallel rotations of one
 * token exactly one gets a row back, on any number of nodes.
 */
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { refreshTokens } from "../../db/schema";

export type RefreshRow = typeof refreshTokens.$inferSelect;

export interface NewRefreshToken {
  tokenHash: string;
  familyId: string;
  accountId: string;
  companyId: number;
  expiresAt: Date;
  absoluteExpiresAt: Date;
}

export async function insertRefreshToken(db: Db, row: NewRefreshToken): Promise<string> {
  const [inserted] = await db.insert(refreshTokens).values(row).returning({ id: refreshTokens.id });
  if (!inserted) throw new Error("refresh token insert returned nothing");
  return inserted.id;
}

/** Unused, unrevoked and unexpired: a token that may be rotated now. */
const live = (now: Date) =>
  and(
    isNull(refreshTokens.rotatedAt),
    isNull(refreshTokens.revokedAt),
    gt(refreshTokens.expiresAt, now),
    gt(refreshTokens.absoluteExpiresAt, now),
  );

/** Marks the token used, only if it is live; the row when this call won, else undefined. */
export async function rotateRefreshToken(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<RefreshRow | undefined> {
  const [row] = await db
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), live(now)))
    .returning();
  return row;
}

/**
 * Spends the grace replay of a token rotated after `since`, once: like rotation, one
 * conditional UPDATE, so of parallel replays exactly one gets the row back.
 */
export async function claimGrace(
  db: Db,
  tokenHash: string,
  now: Date,
  since: Date,
): Promise<RefreshRow | undefined> {
  const [row] = await db
    .update(refreshTokens)
    .set({ graceUsedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        gt(refreshTokens.rotatedAt, since),
        isNull(refreshTokens.graceUsedAt),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning();
  return row;
}

/**
 * Retires a successor that its client never received, only if it is still live (unused). Its
 * grace is marked spent too, so presenting it later is plain reuse.
 */
export async function supersede(db: Db, id: string, now: Date): Promise<RefreshRow | undefined> {
  const [row] = await db
    .update(refreshTokens)
    .set({ rotatedAt: now, graceUsedAt: now })
    .where(and(eq(refreshTokens.id, id), live(now)))
    .returning();
  return row;
}

export async function setReplacedBy(db: Db, id: string, replacedById: string): Promise<void> {
  await db.update(refreshTokens).set({ replacedById }).where(eq(refreshTokens.id, id));
}

export async function findRefreshToken(db: Db, tokenHash: string): Promise<RefreshRow | undefined> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Ends a family: every token of it, the newest included. Returns how many were live. */
export async function revokeFamily(db: Db, familyId: string, now: Date): Promise<number> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length;
}

/** Ends every family of an account (password change). */
export async function revokeAccountFamilies(db: Db, accountId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.accountId, accountId), isNull(refreshTokens.revokedAt)));
}

/**
 * The per-request check of access tokens: is the family still alive? One probe of the
 * family index; revocation marks every row, so any unrevoked row means alive.
 */
export async function isFamilyActive(db: Db, familyId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .limit(1);
  return rows.length > 0;
}

/** The family's 30-day limit (carried over when a company switch starts a new family). */
export async function familyAbsoluteExpiry(db: Db, familyId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ absoluteExpiresAt: refreshTokens.absoluteExpiresAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.familyId, familyId))
    .limit(1);
  return row?.absoluteExpiresAt;
}

/** Who a family belongs to (for the audit trail of a deferred logout). */
export async function familyOwner(db: Db, familyId: string) {
  const [row] = await db
    .select({ accountId: refreshTokens.accountId, companyId: refreshTokens.companyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.familyId, familyId))
    .limit(1);
  return row;
}
