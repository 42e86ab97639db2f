/**
 * Seeds the demo group (API.md "Demo data") into an EMPTY database: companies, departments,
 * 300+ employees, menus, favorites, billboards, notices, calendar, figures and weather. A
 * database that already has companies is left alone, so restarts keep what demo users changed.
 * Everything is deterministic except dates, which are relative to `now`.
 */
import { sql } from "drizzle-orm";
import { hashPassword } from "../password-hash";
import type { Db } from "../client";
import * as s from "../schema";
import { companyContentRows } from "./company-content-data";
import { BILLBOARDS, FAVORITES, WEATHER, noticeSeeds } from "./content-data";
import { DEMO_INTEGRATION_KEY, hashApiKeySecret } from "../../lib/api-key-secret";
import { DEMO_ADMIN_RIGHTS, DEMO_PASSWORD, namedPeople } from "./demo-accounts";
import { figureRows } from "./figures-data";
import { generatedPeople } from "./generated-people";
import { insertAll } from "./insert-all";
import { AUTHORITIES, menusFor } from "./menus-data";
import { MENU_NAMES, REGION_NAMES, translationsOf } from "./name-translations";
import { DEMO_COMPANIES } from "./org-chart";
import type { PersonSeed } from "./people-types";
import { scheduleSeeds, seoulYear } from "./schedule-data";
import { seedOrganization } from "./seed-organization";
import { seedPeople } from "./seed-people";

export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from "./demo-accounts";

/** Any constant shared by all nodes: two nodes starting on one empty database seed once. */
const SEED_LOCK_ID = 7_204_551_904;

async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: s.companies.id }).from(s.companies).limit(1);
  return rows.length === 0;
}

export function demoPeople(now: Date): PersonSeed[] {
  const named = namedPeople(now);
  const taken = {
    accountIds: named.map((p) => p.accountId),
    mobiles: named.flatMap((p) => p.jobs.map((j) => j.mobile ?? "")),
  };
  return [...named, ...generatedPeople(now, taken)];
}

export async function seedDemo(db: Db, now: Date = new Date()): Promise<{ seeded: boolean }> {
  if (!(await isEmpty(db))) return { seeded: false }; // fast path: no hashing, no lock
  // One password hash reused by every demo account: 300+ separate hashes would take many seconds.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (!(await isEmpty(tx))) return { seeded: false }; // another node won the race
    await seedAll(tx, now, passwordHash);
    return { seeded: true };
  });
}

async function seedAll(db: Db, now: Date, passwordHash: string): Promise<void> {
  const departmentIds = await seedOrganization(db, DEMO_COMPANIES);
  const people = demoPeople(now);
  await seedPeople(db, people, passwordHash, departmentIds);

  await insertAll(
    db,
    s.menus,
    DEMO_COMPANIES.flatMap((company) =>
      AUTHORITIES.flatMap((authority) => {
        const items = menusFor(company, authority);
        // priority is 1-based within each list (WORK, OFFICE) of a company and authority
        return items.map((m) => ({
          companyId: company.id,
          authority,
          type: m.type,
          name: m.name,
          translations: translationsOf(MENU_NAMES, m.name),
          url: m.url,
          handoverUrl: m.handoverUrl ?? null,
          open: m.open ?? false,
          icon: m.icon ?? null,
          envType: m.envType ?? "ALL",
          priority: items.filter((o) => o.type === m.type).indexOf(m) + 1,
        }));
      }),
    ),
  );

  const favoritePriority = new Map<string, number>();
  await insertAll(
    db,
    s.favorites,
    FAVORITES.map(([accountId, companyId, name, url]) => {
      const key = `${accountId}|${companyId}`;
      const priority = (favoritePriority.get(key) ?? 0) + 1;
      favoritePriority.set(key, priority);
      return { accountId, companyId, name, url, priority };
    }),
  );

  const hour = 3_600_000;
  await insertAll(
    db,
    s.billboards,
    BILLBOARDS.map((b, i) => ({
      ...b,
      sortOrder: i + 1,
      updatedAt: new Date(now.getTime() - (1 + i * 48) * hour),
    })),
  );
  await insertAll(
    db,
    s.notices,
    noticeSeeds(now).map((n) => ({ ...n, updatedAt: n.createdAt })),
  );
  // Inserted after the group's, so the group's post ids stay 1..30 as before.
  const ownContent = companyContentRows(now);
  await insertAll(db, s.billboards, ownContent.billboards);
  await insertAll(db, s.notices, ownContent.notices);
  await insertAll(db, s.eventsHolidays, scheduleSeeds(now, DEMO_COMPANIES));
  await insertAll(
    db,
    s.weather,
    WEATHER.map((w, i) => ({
      ...w,
      translations: translationsOf(REGION_NAMES, w.region),
      sortOrder: i + 1,
      observedAt: now,
    })),
  );

  const jobs = people.flatMap((p) =>
    p.jobs.map((j) => ({ accountId: p.accountId, companyId: j.companyId })),
  );
  const figures = figureRows(jobs, seoulYear(now));
  await insertAll(db, s.approvalCounts, figures.approvals);
  await insertAll(db, s.points, figures.points);
  await insertAll(db, s.workTimes, figures.workTimes);
  await insertAll(db, s.vacations, figures.vacations);
  await insertAll(db, s.vacationDetails, figures.vacationDetails);

  await insertAll(db, s.adminRights, DEMO_ADMIN_RIGHTS);
  await insertAll(db, s.apiKeys, [
    {
      name: "Demo integration",
      scopes: ["scim", "feed"],
      secretHash: hashApiKeySecret(DEMO_INTEGRATION_KEY),
      createdBy: "admin",
    },
  ]);
}
