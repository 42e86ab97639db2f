/**
 * The fast path of `npm run seed:large` (JSON batches, indexes built after the load, foreign-key
 * triggers paused): the database must end up exactly as a row-by-row load would leave it.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../server/db/raw-rows";
import { LARGE_COMPANY_IDS } from "../../server/db/seed/large-group";
import { seedLargeGroup } from "../../server/db/seed/seed-large";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
const indexesOfEmployees = async () =>
  (
    await rowsOf<{ def: string }>(
      t.app.db,
      sql`select indexdef as def from pg_indexes where tablename = 'employees' order by indexname`,
    )
  ).map((r) => r.def);
const count = async (query: ReturnType<typeof sql>) =>
  Number((await rowsOf<{ n: number }>(t.app.db, query))[0]?.n);

beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, 60_000);
afterAll(() => t?.close());

describe("seedLargeGroup", () => {
  it("keeps every index of employees and re-seeding replaces the group", async () => {
    const before = await indexesOfEmployees();
    expect(before.some((d) => d.includes("text_pattern_ops"))).toBe(true);
    const first = await seedLargeGroup(t.app.db, { total: 400 });
    const again = await seedLargeGroup(t.app.db, { total: 400 });
    expect(await indexesOfEmployees()).toEqual(before);
    expect(again).toMatchObject({ employees: first.employees, accounts: first.accounts });
    const large = await count(
      sql`select count(*)::int as n from employees
        where company_id = any(${sql.param([...LARGE_COMPANY_IDS])}::int[])`,
    );
    expect(large).toBe(first.employees);
    // The search keys came along: the bench account is found by its name key.
    expect(
      await count(sql`select count(*)::int as n from employees where name_key = '한성능'`),
    ).toBe(1);
  }, 60_000);

  it("leaves foreign keys enforced after the load", async () => {
    await seedLargeGroup(t.app.db, { total: 200 });
    await expect(
      t.app.db.execute(
        sql`insert into employees (account_id, company_id, employee_no) values ('bench', 999999, 'x1')`,
      ),
    ).rejects.toThrow();
  }, 60_000);
});
