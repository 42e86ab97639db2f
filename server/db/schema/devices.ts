/** Native-shell state per job: devices and push tokens, alarm settings, app login state. */
import { boolean, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { membershipFk } from "./people";

/** PUT /api/internal/updateToken: one row per device an account uses in a company. */
export const deviceTokens = pgTable(
  "device_tokens",
  {
    accountId: text("account_id").notNull(),
    companyId: integer("company_id").notNull(),
    deviceKey: text("device_key").notNull(),
    appVersion: text("app_version").notNull(),
    deviceName: text("device_name"),
    osTypeCode: text("os_type_code"),
    osVersion: text("os_version"),
    pushToken: text("push_token"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: "device_tokens_pk", columns: [t.accountId, t.companyId, t.deviceKey] }),
    // A push token moves with the device: lets a sender drop it from the previous owner.
    index("device_tokens_push_token_idx").on(t.pushToken),
    index("device_tokens_device_key_idx").on(t.deviceKey),
    membershipFk("device_tokens_membership_fk", t.accountId, t.companyId),
  ],
);

/** PUT /api/internal/updateAlarm (API flags fcmYn/smsYn/mailYn map to these booleans). */
export const alarmSettings = pgTable(
  "alarm_settings",
  {
    accountId: text("account_id").notNull(),
    companyId: integer("company_id").notNull(),
    pushEnabled: boolean("push_enabled").notNull().default(true),
    smsEnabled: boolean("sms_enabled").notNull().default(true),
    mailEnabled: boolean("mail_enabled").notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: "alarm_settings_pk", columns: [t.accountId, t.companyId] }),
    membershipFk("alarm_settings_membership_fk", t.accountId, t.companyId),
  ],
);

/** PUT /api/internal/appLoginUpdate (API flag appLoginYn). */
export const appLoginStates = pgTable(
  "app_login_states",
  {
    accountId: text("account_id").notNull(),
    companyId: integer("company_id").notNull(),
    appLoggedIn: boolean("app_logged_in").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: "app_login_states_pk", columns: [t.accountId, t.companyId] }),
    membershipFk("app_login_states_membership_fk", t.accountId, t.companyId),
  ],
);
