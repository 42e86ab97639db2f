/**
 * The one check of an account's password, shared by the login API and the embedded CAS form:
 * - the current password matches: a weaker stored hash is replaced (Argon2id at today's
 *   parameters) and a reset the owner did not ask for is dropped;
 * - else a temporary password from a reset, within its 24 hours, matches: it becomes the
 *   password, with the forced change (initLogin) that any temporary password has.
 * Until the temporary one is used, the current one keeps working: a reset needs only an ID and
 * a name that the organisation chart shows to everyone, so it must never lock the owner out.
 */
import type { Db } from "../../db/client";
import * as accounts from "../identity/account-repository";
import { hashPassword, needsRehash, verifyPassword } from "../../db/password-hash";

export type PasswordMatch = "current" | "temporary" | null;

type Account = Pick<
  accounts.LoginAccount,
  "accountId" | "passwordHash" | "pendingPasswordHash" | "pendingPasswordExpiresAt"
>;

/** Verified against when an account has no password yet, so timing does not tell. */
let decoyHash: Promise<string> | undefined;

/**
 * Whether `plain` is the account's current password. A provisioned account without one
 * (passwordHash null) matches nothing, after the same work as a real check.
 */
export async function matchesCurrentPassword(
  plain: string,
  passwordHash: string | null,
): Promise<boolean> {
  if (passwordHash !== null) return verifyPassword(plain, passwordHash);
  decoyHash ??= hashPassword("no password yet, never valid");
  await verifyPassword(plain, await decoyHash);
  return false;
}

export async function checkAccountPassword(
  db: Db,
  account: Account,
  plain: string,
  now: Date,
): Promise<PasswordMatch> {
  if (await matchesCurrentPassword(plain, account.passwordHash)) {
    if (account.passwordHash !== null && needsRehash(account.passwordHash)) {
      await accounts.replacePasswordHash(db, account.accountId, await hashPassword(plain));
    }
    if (account.pendingPasswordHash) await accounts.clearPendingPassword(db, account.accountId);
    return "current";
  }
  const pending = account.pendingPasswordHash;
  const live = account.pendingPasswordExpiresAt && account.pendingPasswordExpiresAt > now;
  if (pending && live && (await verifyPassword(plain, pending))) {
    await accounts.updatePassword(db, account.accountId, {
      passwordHash: pending,
      initLogin: true,
      changedAt: now,
    });
    return "temporary";
  }
  return null;
}
