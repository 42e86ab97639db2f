/**
 * Closed value sets stored as text with CHECK constraints (not PostgreSQL enums: adding a value
 * to a text check is a plain migration, adding one to an enum type cannot run in a transaction
 * on older servers). The arrays double as TypeScript literal types for the columns.
 */

export { LOCALES, type Locale } from "../../../shared/locales";

/**
 * INACTIVE: switched off by provisioning (SCIM `active: false`): no login, every session ended,
 * hidden from the organisation chart; `active: true` makes it ACTIVE again.
 */
export const ACCOUNT_STATUSES = ["ACTIVE", "LOCKED", "RETIRED", "INACTIVE"] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const EMPLOYMENT_STATUSES = ["ACTIVE", "LEAVE", "RETIRED"] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];

/** Work and Office link lists; favorites are a table of their own. */
export const MENU_TYPES = ["WORK", "OFFICE"] as const;
export type MenuType = (typeof MENU_TYPES)[number];

/** Where a menu item is shown: the mobile portal hides "PC" items (spec §3). */
export const ENV_TYPES = ["MOBILE", "PC", "ALL"] as const;
export type EnvType = (typeof ENV_TYPES)[number];

export const SCHEDULE_TYPES = ["EVENT", "HOLIDAY"] as const;
export type ScheduleType = (typeof SCHEDULE_TYPES)[number];

export const VACATION_KINDS = ["ANNUAL", "PROJECT"] as const;
export type VacationKind = (typeof VACATION_KINDS)[number];

export const CODE_CHANNELS = ["sms", "email"] as const;
export type CodeChannel = (typeof CODE_CHANNELS)[number];

/** What a row of signing_keys is for; at most one current (not retired) key per purpose. */
export const KEY_PURPOSES = ["PASSWORD_RSA", "JWT_HMAC", "HANDOVER_HMAC"] as const;
export type KeyPurpose = (typeof KEY_PURPOSES)[number];
