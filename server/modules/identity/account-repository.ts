/** Queries of accounts for login, verification and passwords. Ids are stored lower-case. */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts } from "../../db/schema";

const loginColumns = {
  accountId: accounts.accountId,
  passwordHash: accounts.passwordHash,
  pendingPasswordHash: accounts.pendingPasswordHash,
  pendingPasswordExpiresAt: accounts.pendingPasswordExpiresAt,
  name: accounts.name,
  phone: accounts.phone,
  email: accounts.email,
  locale: accounts.locale,
  status: accounts.status,
  initLogin: accounts.initLogin,
  lastVerifiedDay: accounts.lastVerifiedDay,
  passwordChangedAt: accounts.passwordChangedAt,
};

export type LoginAccount = {
  [K in keyof typeof loginColumns]: (typeof accounts.$inferSelect)[K];
};

/** The stored form of a login id: accounts_account_id_format demands lower case. */
export const normalizeAccountId = (accountId: string): string => accountId.trim().toLowerCase();

export async function findAccount(db: Db, accountId: string): Promise<LoginAccount | undefined> {
  const [row] = await db
    .select(loginColumns)
    .from(accounts)
    .where(eq(accounts.accountId, normalizeAccountId(accountId)))
    .limit(1);
  return row;
}

/** Password reset: the ID and the registered name must both match. */
export async function findAccountByIdAndName(
  db: Db,
  accountId: string,
  name: string,
): Promise<LoginAccount | undefined> {
  const [row] = await db
    .select(loginColumns)
    .from(accounts)
    .where(
      and(eq(accounts.accountId, normalizeAccountId(accountId)), eq(accounts.name, name.trim())),
    )
    .limit(1);
  return row;
}

/**
 * Locks the account row until the transaction ends: serialises per-account work (code sends)
 * across every node without blocking other accounts.
 */
export async function lockAccount(db: Db, accountId: string): Promise<boolean> {
  const rows = await db
    .select({ accountId: accounts.accountId })
    .from(accounts)
    .where(eq(accounts.accountId, accountId))
    .for("update");
  return rows.length > 0;
}

/** Today's verification passed (day = Asia/Seoul calendar day, YYYY-MM-DD). */
export async function markVerified(db: Db, accountId: string, day: string): Promise<void> {
  await db.update(accounts).set({ lastVerifiedDay: day }).where(eq(accounts.accountId, accountId));
}

/** A token pair was issued: the previous lastLoginAt moves to previousLoginAt (NEW badge). */
export async function recordLogin(db: Db, accountId: string, now: Date): Promise<void> {
  await db
    .update(accounts)
    .set({ previousLoginAt: sql`${accounts.lastLoginAt}`, lastLoginAt: now })
    .where(eq(accounts.accountId, accountId));
}

export async function updatePassword(
  db: Db,
  accountId: string,
  change: { passwordHash: string; initLogin: boolean; changedAt?: Date },
): Promise<void> {
  await db
    .update(accounts)
    .set({
      passwordHash: change.passwordHash,
      initLogin: change.initLogin,
      pendingPasswordHash: null, // a new password also ends a reset nobody finished
      pendingPasswordExpiresAt: null,
      ...(change.changedAt ? { passwordChangedAt: change.changedAt } : {}),
    })
    .where(eq(accounts.accountId, accountId));
}

/** Same password, stronger hash (a login found a legacy or weaker one). */
export async function replacePasswordHash(db: Db, accountId: string, passwordHash: string) {
  await db.update(accounts).set({ passwordHash }).where(eq(accounts.accountId, accountId));
}

/** A reset: the temporary password waits beside the current one until it is used or expires. */
export async function setPendingPassword(
  db: Db,
  accountId: string,
  pending: { hash: string; expiresAt: Date },
): Promise<void> {
  await db
    .update(accounts)
    .set({ pendingPasswordHash: pending.hash, pendingPasswordExpiresAt: pending.expiresAt })
    .where(eq(accounts.accountId, accountId));
}

/** The owner logged in with the current password: a reset they did not finish is dropped. */
export async function clearPendingPassword(db: Db, accountId: string): Promise<void> {
  await db
    .update(accounts)
    .set({ pendingPasswordHash: null, pendingPasswordExpiresAt: null })
    .where(eq(accounts.accountId, accountId));
}
