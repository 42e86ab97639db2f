/**
 * Who receives an event: the Web Push subscriptions and native push tokens of the jobs it
 * concerns, with what decides whether and how to send (category, quiet hours, language, company).
 * A subscription counts only while the session that made it lives: a company switch or a
 * revoked session ends its pushes even before the browser re-subscribes.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/raw-rows";

export interface Recipient {
  /** Subscription id (web) or device push token (fcm). */
  target: string;
  accountId: string;
  companyId: number;
  companyCode: string;
  locale: string;
  enabled: boolean;
  notices: boolean;
  approvals: boolean;
  quietFrom: string | null;
  quietTo: string | null;
}

/** The jobs of an event, as a condition on `j` (account_id, company_id). */
export type JobFilter = SQL;

export const companyJobs = (companyId: number | null): JobFilter =>
  companyId === null ? sql`true` : sql`j.company_id = ${companyId}`;

export const oneJob = (accountId: string, companyId: number): JobFilter =>
  sql`j.account_id = ${accountId} and j.company_id = ${companyId}`;

const settingsColumns = sql`
  j.account_id as "accountId", j.company_id as "companyId", c.company_code as "companyCode",
  a.locale, coalesce(al.push_enabled, true) as enabled,
  coalesce(p.notices, true) as notices, coalesce(p.approvals, true) as approvals,
  p.quiet_from as "quietFrom", p.quiet_to as "quietTo"`;

/** Active people of active jobs, with their settings (defaults where they never chose). */
const jobJoins = sql`
  join accounts a on a.account_id = j.account_id and a.status <> 'RETIRED'
  join employees e on e.account_id = j.account_id and e.company_id = j.company_id
    and e.status <> 'RETIRED'
  join companies c on c.id = j.company_id
  left join alarm_settings al on al.account_id = j.account_id and al.company_id = j.company_id
  left join push_preferences p on p.account_id = j.account_id and p.company_id = j.company_id`;

export async function webRecipients(db: Db, jobs: JobFilter): Promise<Recipient[]> {
  return rowsOf<Recipient & Record<string, unknown>>(
    db,
    sql`select j.id::text as target, ${settingsColumns}
        from push_subscriptions j ${jobJoins}
        where ${jobs}
          and not exists (select 1 from refresh_tokens r
                          where r.family_id = j.family_id and r.revoked_at is not null)`,
  );
}

export async function fcmRecipients(db: Db, jobs: JobFilter): Promise<Recipient[]> {
  return rowsOf<Recipient & Record<string, unknown>>(
    db,
    sql`select distinct on (j.push_token) j.push_token as target, ${settingsColumns}
        from device_tokens j ${jobJoins}
        where ${jobs} and j.push_token is not null
        order by j.push_token, j.updated_at desc`,
  );
}
