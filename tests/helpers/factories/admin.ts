/**
 * Administration rights: a company admin of one company, or a group admin (companyId null).
 *   const admin = await createCompanyAdmin(db, { companyId: company.id });
 *   const boss = await createGroupAdmin(db, { companyId: company.id }); // its job's company
 */
import type { Db } from "../../../server/db/client";
import { adminRights } from "../../../server/db/schema";
import { createUser, type TestUser, type UserOptions } from "./people";

/** Gives an existing account a right: of `companyId`, or group-wide when it is null. */
export async function grantAdmin(db: Db, accountId: string, companyId: number | null) {
  await db.insert(adminRights).values({ accountId, companyId });
}

/** A new user (job in `companyId`) who administers that company only. */
export async function createCompanyAdmin(db: Db, options: UserOptions): Promise<TestUser> {
  const user = await createUser(db, options);
  await grantAdmin(db, user.accountId, options.companyId);
  return user;
}

/** A new user (job in `companyId`) who administers the whole group. */
export async function createGroupAdmin(db: Db, options: UserOptions): Promise<TestUser> {
  const user = await createUser(db, options);
  await grantAdmin(db, user.accountId, null);
  return user;
}
