/**
 * Each node caches token-family verdicts and read-mostly answers (server/lib/node-cache.ts);
 * a change on node A reaches node B's cache through LISTEN/NOTIFY at once, not after the TTL.
 * "At once" is the NOTIFY's delivery to B's backend and process: A answers only after its own
 * copy came back, so B almost always has it before the client's next request; on this busy
 * machine B's backend is sometimes scheduled a few milliseconds later, hence `soon` (well inside
 * the 10 s / 60 s TTLs, which no test here waits for).
 * Two apps on one PostgreSQL database, each with its own pool and LISTEN connection (PGlite has
 * no second connection: skipped there).
 */
import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../server/build-app";
import type { Database } from "../../server/db/client";
import type { MenuItem } from "../../server/contract";
import {
  addJob,
  createCompany,
  createMember,
  createMenu,
  type TestUser,
} from "../helpers/factories";
import { callerOf, resultOf, signIn } from "../helpers/portal-support";
import { countQueries } from "../helpers/query-count";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { openSecondConnection } from "../helpers/test-db";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let a: TestApp;
let second: Database | null = null;
let b: FastifyInstance;
let user: TestUser;
let otherCompanyId: number;

beforeAll(async () => {
  if (!onPostgres) return;
  a = await createTestApp();
  user = await createMember(a.app.db);
  for (const name of ["메일", "결재", "근태"]) {
    await createMenu(a.app.db, { companyId: user.companyId, name });
  }
  otherCompanyId = (await createCompany(a.app.db)).id;
  await addJob(a.app.db, user, { companyId: otherCompanyId });
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

/** Within 1 s: the NOTIFY's delivery, a tenth of the family TTL. */
const soon = (assertion: () => Promise<void>) =>
  vi.waitFor(assertion, { timeout: 1_000, interval: 20 });

const menuNames = async (app: FastifyInstance, accessToken: string) =>
  resultOf<MenuItem[]>(await callerOf(app, accessToken).get("/api/menu/WORK")).map((m) => m.name);

describe.skipIf(!onPostgres)("caches of two nodes on one database", () => {
  it("refuses the access token on B right after logout on A, though B had it cached", async () => {
    const onA = await signIn(a.app, user);
    const onB = callerOf(b, onA.accessToken);
    expect((await onB.get("/api/user")).statusCode).toBe(200);
    // B answers from its caches now: neither the family check nor the record costs a round trip.
    const counter = countQueries(second as Database);
    expect((await onB.get("/api/user")).statusCode).toBe(200);
    counter.stop();
    expect(counter.count).toBe(0);

    expect((await onA.get("/api/logout")).statusCode).toBe(200);
    await soon(async () => expect((await onB.get("/api/user")).statusCode).toBe(401));
  });

  it("refuses the old access token on B right after a company switch on A", async () => {
    const onA = await signIn(a.app, user);
    const onB = callerOf(b, onA.accessToken);
    expect((await onB.get("/api/user")).statusCode).toBe(200);
    const switched = await onA.send("POST", `/api/token/reissuance/${otherCompanyId}`, undefined);
    expect(switched.statusCode).toBe(200);
    await soon(async () => expect((await onB.get("/api/user")).statusCode).toBe(401));
    const fresh = callerOf(b, switched.json().result.accessToken);
    expect(resultOf<{ companyId: number }>(await fresh.get("/api/user")).companyId).toBe(
      otherCompanyId,
    );
  });

  it("shows a locale saved on A in B's cached user record", async () => {
    const onA = await signIn(a.app, user);
    const onB = callerOf(b, onA.accessToken);
    const localeOnB = async () =>
      resultOf<{ accountInfo: { locale: string } }>(await onB.get("/api/user")).accountInfo.locale;
    const before = await localeOnB(); // cached on B now
    const next = before === "zh" ? "ja" : "zh";
    resultOf(await onA.get(`/api/setLocale?locale=${next}`));
    await soon(async () => expect(await localeOnB()).toBe(next));
  });

  it("shows a menu order saved on A on B's next request", async () => {
    const onA = await signIn(a.app, user);
    const before = await menuNames(b, onA.accessToken);
    expect(before).toEqual(["메일", "결재", "근태"]);
    const items = resultOf<MenuItem[]>(await onA.get("/api/menu/WORK"));
    const reversed = [...items].reverse().map((item, i) => ({ id: item.id, priority: i + 1 }));
    resultOf(await onA.send("PUT", "/api/menu/WORK/user", reversed));
    await soon(async () =>
      expect(await menuNames(b, onA.accessToken)).toEqual(["근태", "결재", "메일"]),
    );
  });

  it("shows a menu renamed in the database on both nodes once announced with pg_notify", async () => {
    const caller = await signIn(a.app, user);
    const cached = await menuNames(b, caller.accessToken);
    expect(cached).toContain("결재");
    await a.app.db.execute(
      sql`update menus set name = '전자결재' where company_id = ${user.companyId} and name = '결재'`,
    );
    // Without an announcement B keeps its answer (until the TTL) ...
    expect(await menuNames(b, caller.accessToken)).toEqual(cached);
    // ... with one, both nodes read the table again within moments.
    await a.app.db.execute(sql`select pg_notify('gp_menu', ${`${user.companyId}/`})`);
    await vi.waitFor(
      async () => expect(await menuNames(b, caller.accessToken)).toContain("전자결재"),
      {
        timeout: 2_000,
      },
    );
    expect(await menuNames(a.app, caller.accessToken)).toContain("전자결재");
  });

  it("stops trusting its cache when the LISTEN connection drops, and caches again once back", async () => {
    const onA = await signIn(a.app, user);
    const onB = callerOf(b, onA.accessToken);
    expect((await onB.get("/api/user")).statusCode).toBe(200); // cached on B
    await a.app.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query like 'LISTEN%'`,
    );
    // A revocation nobody announces (as if the NOTIFY was lost with the connection).
    await a.app.db.execute(
      sql`update refresh_tokens set revoked_at = now()
          where account_id = ${user.accountId} and revoked_at is null`,
    );
    await vi.waitFor(async () => expect((await onB.get("/api/user")).statusCode).toBe(401), {
      timeout: 2_000,
    });
    // Reconnected (within a second or two): a new session's verdict is cached again.
    const again = callerOf(b, (await signIn(a.app, user)).accessToken);
    await vi.waitFor(
      async () => {
        expect((await again.get("/api/user")).statusCode).toBe(200);
        const counter = countQueries(second as Database);
        await again.get("/api/user");
        counter.stop();
        expect(counter.count).toBe(0);
      },
      { timeout: 5_000, interval: 200 },
    );
  });
});
