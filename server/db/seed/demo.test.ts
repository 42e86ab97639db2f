import { and, count, eq, isNull, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/helpers/test-db";
import { buildEmployeeSearchKeys } from "../search-keys";
import { verifyPassword } from "../password-hash";
import type { Database } from "../client";
import { rowsOf } from "../raw-rows";
import { MENU_ICONS } from "../../../shared/menu-icons";
import * as s from "../schema";
import { DEMO_ACCOUNTS, demoPeople, seedDemo } from "./demo";

// A fixed instant (2026-11-15 12:00 in Seoul): dates in the demo are relative to it.
const NOW = new Date("2026-11-15T03:00:00Z");
let database: Database;
let firstRun: { seeded: boolean };

beforeAll(async () => {
  database = await createTestDatabase();
  firstRun = await seedDemo(database.db, NOW);
});
afterAll(() => database.close());

const countOf = async (table: PgTable): Promise<number> =>
  (await database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

async function jobsOf(accountId: string) {
  return database.db
    .select()
    .from(s.employees)
    .where(eq(s.employees.accountId, accountId))
    .orderBy(s.employees.companyId);
}

describe("seedDemo", () => {
  it("seeds an empty database once; a second run changes nothing", async () => {
    expect(firstRun).toEqual({ seeded: true });
    const tables = [
      s.accounts,
      s.employees,
      s.menus,
      s.favorites,
      s.notices,
      s.billboards,
      s.eventsHolidays,
    ] as const;
    const before = await Promise.all(tables.map(countOf));
    expect(await seedDemo(database.db, NOW)).toEqual({ seeded: false });
    expect(await Promise.all(tables.map(countOf))).toEqual(before);
  });

  it("has demo = 홍길동 in company 1 (primary) and 280, USER, no forced password change", async () => {
    const [account] = await database.db
      .select()
      .from(s.accounts)
      .where(eq(s.accounts.accountId, "demo"));
    expect(account).toMatchObject({ name: "홍길동", initLogin: false, status: "ACTIVE" });
    expect(NOW.getTime() - (account?.passwordChangedAt.getTime() ?? 0)).toBeLessThan(
      90 * 86_400_000,
    );
    expect(await verifyPassword("Demo!2345", account?.passwordHash ?? "")).toBe(true);
    const jobs = await jobsOf("demo");
    expect(jobs.map((j) => [j.companyId, j.primaryJob, j.authority])).toEqual([
      [1, true, "USER"],
      [280, false, "USER"],
    ]);
  });

  it("has demo280 in company 280 only, and every named account with its password", async () => {
    expect((await jobsOf("demo280")).map((j) => j.companyId)).toEqual([280]);
    for (const named of DEMO_ACCOUNTS) {
      const [account] = await database.db
        .select()
        .from(s.accounts)
        .where(eq(s.accounts.accountId, named.accountId));
      expect(account?.name).toBe(named.name);
      expect(await verifyPassword(named.password, account?.passwordHash ?? "")).toBe(true);
    }
    const [newbie] = await database.db
      .select()
      .from(s.accounts)
      .where(eq(s.accounts.accountId, "newbie"));
    expect(newbie?.initLogin).toBe(true);
  });

  it("has at least 4 companies (1 and 280 among them) and 300+ employees, some with two jobs", async () => {
    const companies = await database.db.select().from(s.companies);
    expect(companies.length).toBeGreaterThanOrEqual(4);
    expect(companies.map((c) => c.id)).toEqual(expect.arrayContaining([1, 280]));
    expect(await countOf(s.employees)).toBeGreaterThanOrEqual(300);
    const multi = await rowsOf(
      database.db,
      sql`select account_id from employees group by account_id having count(*) > 1`,
    );
    expect(multi.length).toBeGreaterThanOrEqual(5);
    const noPrimary = await rowsOf(
      database.db,
      sql`select account_id from employees group by account_id having count(*) filter (where primary_job) <> 1`,
    );
    expect(noPrimary).toEqual([]);
  });

  it("stores search keys equal to buildEmployeeSearchKeys of the row", async () => {
    const rows = await database.db
      .select({ e: s.employees, name: s.accounts.name, department: s.departments.name })
      .from(s.employees)
      .innerJoin(s.accounts, eq(s.accounts.accountId, s.employees.accountId))
      .innerJoin(s.departments, eq(s.departments.id, s.employees.departmentId))
      .limit(50);
    for (const { e, name, department } of rows) {
      const keys = buildEmployeeSearchKeys({
        name,
        departmentName: department,
        position: e.position,
        duty: e.duty,
        mobile: e.mobile,
        mail: e.mail,
      });
      expect(e).toMatchObject(keys);
    }
  });

  it("has Work and Office menus per company and authority, some PC-only and some open", async () => {
    const lists = await rowsOf(
      database.db,
      sql`select company_id, authority, type, count(*)::int as n from menus group by 1, 2, 3`,
    );
    expect(lists.length).toBeGreaterThanOrEqual(4 * 2 * 2);
    expect(
      await database.db.select().from(s.menus).where(eq(s.menus.envType, "PC")).limit(1),
    ).toHaveLength(1);
    expect(
      await database.db
        .select()
        .from(s.menus)
        .where(and(eq(s.menus.open, true), eq(s.menus.companyId, 1)))
        .limit(1),
    ).toHaveLength(1);
  });

  it("gives most demo menus an icon of the set and leaves a few without (favicon or initials)", async () => {
    const icons = await rowsOf<{ icon: string | null; n: number }>(
      database.db,
      sql`select icon, count(*)::int as n from menus where company_id = 1 group by 1`,
    );
    const withIcon = icons.filter((row) => row.icon !== null);
    expect(withIcon.length).toBeGreaterThanOrEqual(10);
    for (const row of withIcon) expect(MENU_ICONS).toContain(row.icon);
    expect(icons.some((row) => row.icon === null)).toBe(true);
  });

  it("has 5 group-wide billboards (one with an https link) and 30 group-wide notices with hostile HTML for escaping tests", async () => {
    const billboards = await database.db
      .select()
      .from(s.billboards)
      .where(isNull(s.billboards.companyId));
    expect(billboards).toHaveLength(5);
    expect(billboards.filter((b) => b.link?.startsWith("https://"))).toHaveLength(1);
    const notices = await database.db.select().from(s.notices).where(isNull(s.notices.companyId));
    expect(notices).toHaveLength(30);
    expect(notices.some((n) => n.content.includes("<script>alert(1)</script>"))).toBe(true);
    expect(notices.some((n) => /<[a-z]/i.test(n.title))).toBe(true);
  });

  it("adds a few affiliates' own billboards and notices, none of company 1 (the demo user's view stays 5 and 30)", async () => {
    const own = async (table: typeof s.billboards | typeof s.notices) =>
      (await database.db.select({ companyId: table.companyId }).from(table))
        .map((r) => r.companyId)
        .filter((id) => id !== null)
        .sort((a, b) => a - b);
    expect(await own(s.billboards)).toEqual([110, 280]);
    expect(await own(s.notices)).toEqual([110, 280, 280]);
  });

  it("has Korean public holidays for the current and the two previous years", async () => {
    const holidays = await database.db
      .select()
      .from(s.eventsHolidays)
      .where(eq(s.eventsHolidays.type, "HOLIDAY"));
    for (const year of [2024, 2025, 2026]) {
      const titles = holidays.filter((h) => h.day.startsWith(`${year}-`)).map((h) => h.title);
      expect(titles).toEqual(
        expect.arrayContaining([
          "신정",
          "설날",
          "삼일절",
          "어린이날",
          "부처님오신날",
          "현충일",
          "광복절",
          "추석",
          "개천절",
          "한글날",
          "성탄절",
        ]),
      );
    }
    expect(holidays.some((h) => h.day.startsWith("2023-"))).toBe(false);
    expect(holidays.find((h) => h.day === "2026-02-17")?.title).toBe("설날");
  });

  it("has figures: vacation for company 1 only, approval, point and work time for demo", async () => {
    const vacationCompanies = await database.db
      .selectDistinct({ companyId: s.vacations.companyId })
      .from(s.vacations);
    expect(vacationCompanies).toEqual([{ companyId: 1 }]);
    const [vacation] = await database.db
      .select()
      .from(s.vacations)
      .where(eq(s.vacations.accountId, "demo"));
    expect(vacation).toMatchObject({ granted: 20, used: 9.5, available: 10.5 });
    const demo = and(eq(s.approvalCounts.accountId, "demo"), eq(s.approvalCounts.companyId, 1));
    expect(await database.db.select().from(s.approvalCounts).where(demo)).toHaveLength(1);
    expect(
      await database.db.select().from(s.points).where(eq(s.points.accountId, "demo")),
    ).toHaveLength(2);
    expect(
      await database.db.select().from(s.workTimes).where(eq(s.workTimes.accountId, "demo")),
    ).toHaveLength(2);
    expect((await database.db.select().from(s.weather)).length).toBeGreaterThanOrEqual(5);
  });

  it("generates the same people on every run", () => {
    const strip = (people: ReturnType<typeof demoPeople>) =>
      people.map((p) => [p.accountId, p.name, p.jobs.map((j) => j.companyId)]);
    expect(strip(demoPeople(NOW))).toEqual(strip(demoPeople(new Date("2030-01-01T00:00:00Z"))));
  });
});
