/**
 * Accounts with one job each (more through addJob). Passwords are hashed by the server's own
 * hashPassword and rows carry the search keys the seed would compute, so a factory user logs in,
 * shows up in searches and owns rows exactly like a seeded one.
 */
import type { Db } from "../../../server/db/client";
import { accounts, employees } from "../../../server/db/schema";
import { hashPassword } from "../../../server/db/password-hash";
import { buildEmployeeSearchKeys } from "../../../server/db/search-keys";
import { createCompany, type TestDepartment } from "./organization";
import { nextNumber, uniqueName } from "./unique";

/**
 * Passes the server's password policy (the demo seed's "Demo!2345" does not): a password change
 * away from it is refused only for the reason a test is about.
 */
export const TEST_PASSWORD = "Factory!2345";

type AccountValues = Partial<Omit<typeof accounts.$inferInsert, "passwordHash">>;
type EmployeeValues = Partial<Omit<typeof employees.$inferInsert, "accountId" | "departmentId">>;

export interface JobOptions extends EmployeeValues {
  companyId: number;
  /** Its name goes into the search keys, hence the department and not only its id. */
  department?: Pick<TestDepartment, "id" | "name"> | null;
}

export interface UserOptions extends JobOptions {
  password?: string;
  account?: AccountValues;
}

export interface TestJob {
  employeeId: number;
  companyId: number;
  employeeNo: string;
}

export interface TestUser extends TestJob {
  accountId: string;
  password: string;
  name: string;
}

// Argon2id at the server's cost takes a while; every user with the same password shares a hash.
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

/** A unique mobile number: the verification code and the reset go to the registered phone. */
const phoneOf = (n: number) =>
  `010-${String(Math.floor(n / 10_000) % 10_000).padStart(4, "0")}-${String(n % 10_000).padStart(4, "0")}`;

export async function createUser(db: Db, options: UserOptions): Promise<TestUser> {
  const { password = TEST_PASSWORD, account = {}, ...job } = options;
  const n = nextNumber();
  const accountId = account.accountId ?? uniqueName("user");
  const [row] = await db
    .insert(accounts)
    .values({
      name: `사용자${n}`,
      phone: phoneOf(n),
      email: `${accountId}@test.example`,
      ...account,
      accountId,
      passwordHash: await hashOf(password),
    })
    .returning();
  if (!row) throw new Error("account not inserted");
  const first = await addJob(db, row, { primaryJob: true, ...job });
  return { ...first, accountId, password, name: row.name };
}

/** Another job of the account (not the primary one unless told). */
export async function addJob(
  db: Db,
  account: { accountId: string; name: string; phone?: string | null; email?: string | null },
  options: JobOptions,
): Promise<TestJob> {
  const { department = null, ...values } = options;
  const mobile = values.mobile !== undefined ? values.mobile : (account.phone ?? null);
  const mail = values.mail !== undefined ? values.mail : (account.email ?? null);
  const [row] = await db
    .insert(employees)
    .values({
      employeeNo: `T${String(nextNumber()).padStart(6, "0")}`,
      position: "사원",
      primaryJob: false,
      ...values,
      mobile,
      mail,
      accountId: account.accountId,
      departmentId: department?.id ?? null,
      ...buildEmployeeSearchKeys({
        name: account.name,
        departmentName: department?.name ?? null,
        position: values.position ?? "사원",
        duty: values.duty ?? null,
        mobile,
        mail,
      }),
    })
    .returning();
  if (!row) throw new Error("employee not inserted");
  return { employeeId: row.id, companyId: row.companyId, employeeNo: row.employeeNo };
}

/** The (accountId, companyId) pair that user-owned rows (favorites, figures...) hang off. */
export function jobOf(user: { accountId: string; companyId: number }) {
  return { accountId: user.accountId, companyId: user.companyId };
}

/** A user of a new company: for suites that only need someone to log in. */
export async function createMember(
  db: Db,
  options: Omit<UserOptions, "companyId"> = {},
): Promise<TestUser> {
  const company = await createCompany(db);
  return createUser(db, { ...options, companyId: company.id });
}
