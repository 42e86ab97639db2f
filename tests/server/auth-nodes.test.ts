/**
 * DESIGN.md §4: N stateless nodes behave as one. Two apps on one PostgreSQL database (each
 * with its own connection pool) share keys, codes, attempt counters and refresh rotation.
 * PGlite has no second connection: the suite is skipped there.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/build-app";
import type { Database } from "../../server/db/client";
import { createMember, type TestUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { openSecondConnection } from "../helpers/test-db";
import {
  bearer,
  exchange,
  lastMailboxMessage,
  login,
  refresh,
  sendCode,
  validCode,
} from "../helpers/auth-support";

let a: TestApp;
let users: TestUser[];
let second: Database | null = null;
let b: FastifyInstance | undefined;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
beforeAll(async () => {
  if (!onPostgres) return;
  a = await createTestApp();
  users = [await createMember(a.app.db), await createMember(a.app.db)];
  second = await openSecondConnection(a.database);
  if (second) {
    b = await buildApp({ config: a.config, database: second });
    await b.ready();
  }
});
afterAll(async () => {
  await b?.close();
  await second?.close();
  await a?.close();
});

describe.skipIf(!onPostgres)("two nodes on one database", () => {
  it("share the keys: encrypted on node A's key, logged in on node B", async () => {
    const nodeB = b as FastifyInstance;
    const aKey = (await a.app.inject({ url: "/api/account/public-key" })).json().result;
    const bKey = (await nodeB.inject({ url: "/api/account/public-key" })).json().result;
    expect(bKey).toEqual(aKey);
    const first = await login(nodeB, users[0]!);
    const temporaryToken = first.json().result.temporaryToken;
    expect((await sendCode(a.app, temporaryToken)).statusCode).toBe(200);
    const code = (await lastMailboxMessage(nodeB)).code;
    const wrong = code === "000000" ? "111111" : "000000";
    // Attempts are counted in the database: 50 wrong tries spread over both nodes, 5 count.
    const tries = await Promise.all(
      Array.from({ length: 50 }, (_, i) => validCode(i % 2 ? a.app : nodeB, temporaryToken, wrong)),
    );
    expect(tries.filter((r) => r.statusCode === 400)).toHaveLength(5);
    expect((await validCode(a.app, temporaryToken, code)).statusCode).toBe(429);
  });

  it("rotate a refresh token once across nodes and accept each other's access tokens", async () => {
    const nodeB = b as FastifyInstance;
    const done = await login(a.app, users[1]!);
    let loginCode = done.json().result.code;
    if (done.json().result.next === "VERIFY") {
      const temporaryToken = done.json().result.temporaryToken;
      await sendCode(nodeB, temporaryToken);
      loginCode = (
        await validCode(a.app, temporaryToken, (await lastMailboxMessage(a.app)).code)
      ).json().result.code;
    }
    const pair = (await exchange(nodeB, loginCode)).json().result;
    expect(
      (await a.app.inject({ url: "/api/login", headers: bearer(pair.accessToken) })).statusCode,
    ).toBe(200);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => refresh(i % 2 ? a.app : nodeB, pair.refreshToken)),
    );
    // The rotation and its one grace replay (docs/decisions/0009); the other 8 are reuse.
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    await nodeB.inject({ url: "/api/logout", headers: bearer(pair.accessToken) });
  });
});
