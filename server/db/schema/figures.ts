/**
 * Per-job figures shown on the home and my page: approval counts, vacation (company 1 only by
 * policy, not by schema), points and work time. All keyed by (account_id, company_id).
 */
import { sql } from "drizzle-orm";
import { check, index, integer, numeric, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { tstz, updatedAt, inList } from "./columns";
import { VACATION_KINDS } from "./enums";
import { membershipFk } from "./people";

const owner = () => ({
  accountId: text("account_id").notNull(),
  companyId: integer("company_id").notNull(),
});

/** Days, halves allowed (0.5 = a half-day). */
const days = (name: string) => numeric(name, { precision: 5, scale: 1, mode: "number" });

export const approvalCounts = pgTable(
  "approval_counts",
  {
    ...owner(),
    draftCount: integer("draft_count").notNull().default(0),
    rejectCount: integer("reject_count").notNull().default(0),
    apprBeforeCount: integer("appr_before_count").notNull().default(0),
    receiveBeforeCount: integer("receive_before_count").notNull().default(0),
    shareCount: integer("share_count").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: "approval_counts_pk", columns: [t.accountId, t.companyId] }),
    membershipFk("approval_counts_membership_fk", t.accountId, t.companyId),
  ],
);

/** Totals; `available` is computed by the database so it can never disagree. */
export const vacations = pgTable(
  "vacations",
  {
    ...owner(),
    granted: days("granted").notNull().default(0),
    used: days("used").notNull().default(0),
    available: days("available").generatedAlwaysAs(sql`granted - used`),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: "vacations_pk", columns: [t.accountId, t.companyId] }),
    membershipFk("vacations_membership_fk", t.accountId, t.companyId),
  ],
);

/** Rows of annualVacList (kind ANNUAL) and projectVacList (kind PROJECT). */
export const vacationDetails = pgTable(
  "vacation_details",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    ...owner(),
    kind: text("kind", { enum: VACATION_KINDS }).notNull(),
    label: text("label").notNull(),
    totalVac: days("total_vac").notNull().default(0),
    useVac: days("use_vac").notNull().default(0),
    remainVac: days("remain_vac").generatedAlwaysAs(sql`total_vac - use_vac`),
    sortOrder: integer("sort_order").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("vacation_details_owner_idx").on(t.accountId, t.companyId, t.kind, t.sortOrder),
    membershipFk("vacation_details_membership_fk", t.accountId, t.companyId),
    check("vacation_details_kind_check", sql`${t.kind} in (${sql.raw(inList(VACATION_KINDS))})`),
  ],
);

export const points = pgTable(
  "points",
  {
    ...owner(),
    basicPoint: integer("basic_point").notNull().default(0),
    remainPoint: integer("remain_point").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: "points_pk", columns: [t.accountId, t.companyId] }),
    membershipFk("points_membership_fk", t.accountId, t.companyId),
    check("points_non_negative", sql`${t.basicPoint} >= 0 and ${t.remainPoint} >= 0`),
  ],
);

/** Minutes for the current period. */
export const workTimes = pgTable(
  "work_times",
  {
    ...owner(),
    requireTime: integer("require_time").notNull().default(0),
    planTime: integer("plan_time").notNull().default(0),
    recordTime: integer("record_time").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: "work_times_pk", columns: [t.accountId, t.companyId] }),
    membershipFk("work_times_membership_fk", t.accountId, t.companyId),
    check(
      "work_times_non_negative",
      sql`${t.requireTime} >= 0 and ${t.planTime} >= 0 and ${t.recordTime} >= 0`,
    ),
  ],
);

/**
 * When each feed (PUT /api/integration/*) last wrote, per scope: figures per part and job
 * (feed "approval", scope "<accountId>/<companyId>"), "weather" (scope ""), "holidays" (the year).
 * The GET answers derive `asOf` and `stale` from it; a scope never fed has no row (asOf null).
 */
export const feedStatus = pgTable(
  "feed_status",
  {
    feed: text("feed").notNull(),
    scopeKey: text("scope_key").notNull(),
    updatedAt: tstz("updated_at").notNull(),
  },
  (t) => [primaryKey({ name: "feed_status_pk", columns: [t.feed, t.scopeKey] })],
);
