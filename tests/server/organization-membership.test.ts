/**
 * The chart's membership check ("holds a current job in the company", asked by every chart call)
 * is read through the node's cache: a member's next call sends one statement fewer, and a job
 * that provisioning ends is refused on the very next call, not after the cache's TTL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "../helpers/api-keys";
import {
  addJob,
  createCompany,
  createUser,
  type TestCompany,
  type TestUser,
} from "../helpers/factories";
import { signIn, type Caller } from "../helpers/portal-support";
import { recordStatements } from "../helpers/query-count";
import { JOBS, scimClient, type ScimClient } from "../helpers/scim-client";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let scim: ScimClient;
let home: TestCompany;
let away: TestCompany;
let person: TestUser;
let caller: Caller;
beforeAll(async () => {
  t = await createTestApp();
  [home, away] = [await createCompany(t.app.db), await createCompany(t.app.db)];
  person = await createUser(t.app.db, { companyId: home.id });
  await addJob(t.app.db, person, { companyId: away.id });
  caller = await signIn(t.app, person);
  scim = scimClient(t.app, (await createApiKey(t.app.db, ["scim"])).secret);
});
afterAll(() => t?.close());

const search = (companyId: number) =>
  caller.get(`/api/organization-chart/user/search?companyId=${companyId}&searchWord=%EA%B9%80`);

/** The statements of one call that ask whether the caller holds a job in the company. */
async function membershipChecks(call: () => Promise<{ statusCode: number }>) {
  const recorder = recordStatements(t.database);
  try {
    const res = await call();
    const asked = recorder.sent.filter(
      (s) => /"employees"\."account_id" = /.test(s.text) && s.params.includes(person.accountId),
    ).length;
    return { status: res.statusCode, asked };
  } finally {
    recorder.stop();
  }
}

describe("the chart's membership check", () => {
  it("asks the database once, then answers a member's next calls from the node's cache", async () => {
    expect(await membershipChecks(() => search(away.id))).toEqual({ status: 200, asked: 1 });
    expect(await membershipChecks(() => search(away.id))).toEqual({ status: 200, asked: 0 });
    expect(await membershipChecks(() => search(home.id))).toEqual({ status: 200, asked: 1 });
  });

  it("refuses a company at once when provisioning ends the job there", async () => {
    expect((await search(away.id)).statusCode).toBe(200); // a yes in the cache
    const ended = await scim.patch("Users", person.accountId, [
      { op: "remove", path: `${JOBS}:jobs[organization eq "${away.companyCode}"]` },
    ]);
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await search(away.id)).statusCode).toBe(403);
    expect((await caller.get(`/api/organization-chart/all?companyId=${away.id}`)).statusCode).toBe(
      403,
    );
    expect((await search(home.id)).statusCode).toBe(200);
  });

  it("never keeps a no: a company the caller is not in is asked again each time", async () => {
    const other = await createCompany(t.app.db);
    expect(await membershipChecks(() => search(other.id))).toEqual({ status: 403, asked: 1 });
    expect(await membershipChecks(() => search(other.id))).toEqual({ status: 403, asked: 1 });
  });
});
