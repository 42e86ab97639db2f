/**
 * The account checks of the CAS service, on top of the auth module's account repository:
 * an ID and password on the login form, and the attributes released to a service.
 */
import type { Db } from "../db/client";
import { findAccount } from "../modules/identity/account-repository";
import { checkAccountPassword } from "../modules/auth/password-check";
import { hashPassword, verifyPassword } from "../db/password-hash";

export interface CasAccount {
  accountId: string;
  name: string;
}

/**
 * An unknown ID still costs one hash run against this throw-away hash, so the response time
 * does not tell which IDs exist (computed once, lazily).
 */
let decoyHash: Promise<string> | undefined;

/** The account when the ID exists, may log in (ACTIVE) and the password matches; else null. */
export async function checkCredentials(
  db: Db,
  id: string,
  password: string,
  now: Date,
): Promise<CasAccount | null> {
  const row = await findAccount(db, id);
  if (!row) {
    decoyHash ??= hashPassword("decoy password that matches nothing");
    await verifyPassword(password, await decoyHash);
    return null;
  }
  const matches = (await checkAccountPassword(db, row, password, now)) !== null;
  return matches && row.status === "ACTIVE" ? { accountId: row.accountId, name: row.name } : null;
}

/** The account released on validation; null when it is gone or may no longer log in. */
export async function findActiveAccount(db: Db, accountId: string): Promise<CasAccount | null> {
  const row = await findAccount(db, accountId);
  return row?.status === "ACTIVE" ? { accountId: row.accountId, name: row.name } : null;
}
