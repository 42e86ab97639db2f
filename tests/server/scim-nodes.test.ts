/**
 * SCIM deactivation on node A ends the person's access token on node B at once, although B had
 * the token's family cached as alive (node-cache.ts: the NOTIFY of the account's families); a
 * job that A ends is refused by B's chart at once, although B had the membership cached.
 * Two apps on one PostgreSQL database; PGlite has no second connection: skipped there.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../server/build-app";
import type { Database } from "../../server/db/client";
import { createApiKey } from "../helpers/api-keys";
import { addJob, createCompany, createMember, type TestUser } from "../helpers/factories";
import { callerOf, signIn } from "../helpers/portal-support";
import { JOBS, scimClient } from "../helpers/scim-client";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { openSecondConnection } from "../helpers/test-db";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let a: TestApp;
let second: Database | null = null;
let b: FastifyInstance;
let user: TestUser;

beforeAll(async () => {
  if (!onPostgres) return;
  a = await createTestApp();
  user = await createMember(a.app.db);
  second = await openSecondConnection(a.database);
  if (!second) throw new Error("no second connection");
  b = await buildApp({ config: a.config, database: second });
  await b.ready();
});
afterAll(async () => {
  await b?.close();
  await second?.close();
  await a?.close();
});

describe.runIf(onPostgres)("SCIM deactivation across nodes", () => {
  it("fails the access token on the other node within a second", async () => {
    const token = (await signIn(a.app, user)).accessToken;
    const onB = callerOf(b, token);
    expect((await onB.get("/api/user")).statusCode).toBe(200); // B caches the family as alive
    const scim = scimClient(a.app, (await createApiKey(a.app.db, ["scim"])).secret);
    const off = await scim.patch("Users", user.accountId, [
      { op: "replace", path: "active", value: false },
    ]);
    expect(off.statusCode, off.body).toBe(200);
    await vi.waitFor(async () => expect((await onB.get("/api/user")).statusCode).toBe(401), {
      timeout: 1_000,
      interval: 20,
    });
  });

  it("refuses a job ended on node A in node B's chart within a second", async () => {
    const member = await createMember(a.app.db);
    const away = await createCompany(a.app.db);
    await addJob(a.app.db, member, { companyId: away.id });
    const onB = callerOf(b, (await signIn(a.app, member)).accessToken);
    const chart = () => onB.get(`/api/organization-chart/all?companyId=${away.id}`);
    expect((await chart()).statusCode).toBe(200); // B caches the membership
    const scim = scimClient(a.app, (await createApiKey(a.app.db, ["scim"])).secret);
    const ended = await scim.patch("Users", member.accountId, [
      { op: "remove", path: `${JOBS}:jobs[organization eq "${away.companyCode}"]` },
    ]);
    expect(ended.statusCode, ended.body).toBe(200);
    await vi.waitFor(async () => expect((await chart()).statusCode).toBe(403), {
      timeout: 1_000,
      interval: 20,
    });
  });
});
