/**
 * GET /api/user takes at most 2 database round trips: the token family's check (only when this
 * node has no verdict cached) and one query for the record and the company list (only when
 * this node has no answer cached, see user-cache.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addJob, createCompany, createMember } from "../helpers/factories";
import { signIn, resultOf, type Caller } from "../helpers/portal-support";
import { countQueries } from "../helpers/query-count";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let member: Caller;
let secondCompanyId: number;

beforeAll(async () => {
  t = await createTestApp();
  const user = await createMember(t.app.db);
  const second = await createCompany(t.app.db);
  secondCompanyId = second.id;
  await addJob(t.app.db, user, { companyId: second.id });
  member = await signIn(t.app, user);
});
afterAll(async () => t?.close());

async function queriesOf(call: () => Promise<unknown>): Promise<number> {
  const counter = countQueries(t.database);
  try {
    await call();
  } finally {
    counter.stop();
  }
  return counter.count;
}

describe("GET /api/user round trips", () => {
  it("lists both companies in one query, and needs none once the family and record are cached", async () => {
    let companyIds: number[] = [];
    const first = await queriesOf(async () => {
      const user = resultOf<{ companyList: { companyId: number }[] }>(
        await member.get("/api/user"),
      );
      companyIds = user.companyList.map((company) => company.companyId);
    });
    expect(first).toBeLessThanOrEqual(2);
    expect(companyIds).toHaveLength(2);
    expect(companyIds).toContain(secondCompanyId);
    const again = await queriesOf(async () => resultOf(await member.get("/api/user")));
    expect(again).toBe(0);
  });

  it("still refuses the token at once after logout on the same node", async () => {
    expect((await member.get("/api/logout")).statusCode).toBe(200);
    expect((await member.get("/api/user")).statusCode).toBe(401);
  });
});
