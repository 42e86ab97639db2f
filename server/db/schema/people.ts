/**
 * Accounts (a person's login) and employees (their jobs: one row per account and company).
 * Every user-owned table elsewhere points at (account_id, company_id) of employees through
 * membershipFk, so a row can only exist for a company the account belongs to and goes away
 * with the job.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  unique,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { createdAt, tstz, updatedAt, inList } from "./columns";
import { ACCOUNT_STATUSES, EMPLOYMENT_STATUSES, LOCALES } from "./enums";
import { companies, departments } from "./organization";
import { employeeSearchKeyColumns, employeeSearchKeyIndexes } from "./search-key-columns";

export const accounts = pgTable(
  "accounts",
  {
    /** The login id ("demo"). Stored lower-case; lookups lower-case the input. */
    accountId: text("account_id").primaryKey(),
    /**
     * Argon2id PHC string (or a legacy scrypt one), see server/db/password-hash.ts. Null for an
     * account provisioned by SCIM: it gets its first password through the initial-password flow
     * (a temporary one to its phone or e-mail), and until then no password matches.
     */
    passwordHash: text("password_hash"),
    /**
     * A temporary password from a reset, waiting to be used. The current password keeps working
     * until this one is (anyone who knows a colleague's ID and name can ask for a reset).
     */
    pendingPasswordHash: text("pending_password_hash"),
    pendingPasswordExpiresAt: tstz("pending_password_expires_at"),
    name: text("name").notNull(),
    /** Registered channels for verification codes and temporary passwords. */
    phone: text("phone"),
    email: text("email"),
    locale: text("locale", { enum: LOCALES }).notNull().default("ko"),
    /** True until the user replaces an initial/temporary password. */
    initLogin: boolean("init_login").notNull().default(false),
    /** Basis of the 90-day expiry (API: lastPwdChanged flag and passwordExpiresAt). */
    passwordChangedAt: tstz("password_changed_at").notNull().defaultNow(),
    lastLoginAt: tstz("last_login_at"),
    /**
     * lastLoginAt before the current login (set by the token exchange). The NEW badge compares
     * banners with the login BEFORE this one; lastLoginAt itself is always "just now".
     */
    previousLoginAt: tstz("previous_login_at"),
    /** Asia/Seoul calendar day (YYYY-MM-DD) of the last passed daily verification code. */
    lastVerifiedDay: date("last_verified_day", { mode: "string" }),
    status: text("status", { enum: ACCOUNT_STATUSES }).notNull().default("ACTIVE"),
    /** The identity provider's id of the person (SCIM `externalId`), unique when present. */
    externalId: text("external_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("accounts_external_id_key").on(t.externalId),
    // The listing check "not exists an INACTIVE account" (organization/repository.ts): without
    // it the planner read all accounts once per search to find none (14 ms at 50,000).
    index("accounts_inactive_idx")
      .on(t.accountId)
      .where(sql`${t.status} = 'INACTIVE'`),
    check(
      "accounts_account_id_format",
      sql`${t.accountId} = lower(${t.accountId}) and length(${t.accountId}) between 1 and 64`,
    ),
    check("accounts_status_check", sql`${t.status} in (${sql.raw(inList(ACCOUNT_STATUSES))})`),
    check("accounts_locale_check", sql`${t.locale} in (${sql.raw(inList(LOCALES))})`),
  ],
);

/**
 * A job of an account in one company (at most one per company; concurrent posts inside one
 * company are modelled by the department of that single job). employeeNo is unique per company
 * because the API addresses members by (companyId, employeeNo).
 */
export const employees = pgTable(
  "employees",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    accountId: text("account_id")
      .notNull()
      .references((): AnyPgColumn => accounts.accountId, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    employeeNo: text("employee_no").notNull(),
    departmentId: integer("department_id").references(() => departments.id, {
      onDelete: "set null",
    }),
    /** 직위 (사원, 과장...), 직책 (팀장...); the legacy data writes "-" for none. */
    position: text("position"),
    duty: text("duty"),
    rankCode: text("rank_code"),
    /** Selects the Work/Office menu set, e.g. "USER" or "ADMIN". */
    authority: text("authority").notNull().default("USER"),
    primaryJob: boolean("primary_job").notNull().default(false),
    mobile: text("mobile"),
    mail: text("mail"),
    landline: text("landline"),
    birthday: date("birthday", { mode: "string" }),
    workInfo: text("work_info"),
    profileImageUrl: text("profile_image_url"),
    /** Order inside a department listing (seniority first). */
    sortOrder: integer("sort_order").notNull().default(0),
    status: text("status", { enum: EMPLOYMENT_STATUSES }).notNull().default("ACTIVE"),
    ...employeeSearchKeyColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique("employees_company_employee_no_key").on(t.companyId, t.employeeNo),
    unique("employees_account_company_key").on(t.accountId, t.companyId),
    uniqueIndex("employees_one_primary_job_idx")
      .on(t.accountId)
      .where(sql`${t.primaryJob}`),
    index("employees_company_department_idx").on(t.companyId, t.departmentId, t.sortOrder),
    index("employees_department_idx").on(t.departmentId),
    check("employees_status_check", sql`${t.status} in (${sql.raw(inList(EMPLOYMENT_STATUSES))})`),
    ...employeeSearchKeyIndexes(t),
  ],
);

/** The (account_id, company_id) pair of a user-owned row must be a job in employees. */
export function membershipFk(name: string, accountId: AnyPgColumn, companyId: AnyPgColumn) {
  return foreignKey({
    name,
    columns: [accountId, companyId],
    foreignColumns: [employees.accountId, employees.companyId],
  }).onDelete("cascade");
}
