/**
 * Integration-key authentication (API.md "Integration (wave 2)"), on test routes guarded like the
 * SCIM and feed routes: 401 without a valid key, 403 without the scope, 429 past the per-key
 * limit, last use recorded once a minute, and the trail names the key but never its secret.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeys, auditLog } from "../../server/db/schema";
import { ManualClock } from "../../server/plugins/clock";
import { integrationKeyOf, requireApiKey } from "../../server/modules/integration-auth";
import { createApiKey, revokeApiKey, type TestApiKey } from "../helpers/api-keys";
import { createTestApp, type TestApp } from "../helpers/test-app";

const clock = new ManualClock(Date.parse("2026-03-02T01:00:00Z"));
let t: TestApp;
let both: TestApiKey;
let feedOnly: TestApiKey;
beforeAll(async () => {
  t = await createTestApp({
    clock,
    setup: (app) => {
      app.get("/test/feed", { onRequest: requireApiKey(app.db, "feed") }, async (request) => ({
        keyId: integrationKeyOf(request).id,
      }));
      app.get(
        "/test/scim-limited",
        {
          onRequest: requireApiKey(app.db, "scim", {
            keyRate: { name: "test:key", limit: 3, windowMs: 60_000 },
          }),
        },
        async () => ({ ok: true }),
      );
    },
  });
  both = await createApiKey(t.app.db, ["scim", "feed"]);
  feedOnly = await createApiKey(t.app.db, ["feed"]);
});
afterAll(() => t?.close());

const call = (url: string, authorization?: string) =>
  t.app.inject({ url, headers: authorization ? { authorization } : {} });

async function trail(event: string) {
  return t.app.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.event, event))
    .orderBy(desc(auditLog.id));
}

describe("integration keys", () => {
  it("let a key with the scope in and tell the route which key it is", async () => {
    const res = await call("/test/feed", both.headers.authorization);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ keyId: both.id });
  });

  it("answer 401 without a key, with an unknown one or a revoked one", async () => {
    expect((await call("/test/feed")).statusCode).toBe(401);
    expect((await call("/test/feed", "Bearer gpk_not-a-key")).statusCode).toBe(401);
    expect((await call("/test/feed", "Basic Zm9vOmJhcg==")).statusCode).toBe(401);
    const revoked = await createApiKey(t.app.db, ["feed"]);
    await revokeApiKey(t.app.db, revoked.id);
    const res = await call("/test/feed", revoked.headers.authorization);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: "UNAUTHORIZED" });
    const [entry] = await trail("API_KEY_FAILED");
    expect(entry).toMatchObject({ outcome: "FAILURE", details: { reason: "revoked" } });
    expect(entry!.details).toMatchObject({ keyId: revoked.id, scope: "feed" });
  });

  it("answer 403 to a key without the route's scope, and audit the refusal", async () => {
    const res = await call("/test/scim-limited", feedOnly.headers.authorization);
    expect(res.statusCode).toBe(403);
    const [entry] = await trail("API_KEY_FAILED");
    expect(entry).toMatchObject({ outcome: "DENIED", details: { reason: "scope" } });
    expect(entry!.details).toMatchObject({ keyId: feedOnly.id, keyName: feedOnly.name });
  });

  it("limit the calls per key and minute with 429 and Retry-After", async () => {
    const key = await createApiKey(t.app.db, ["scim"]);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await call("/test/scim-limited", key.headers.authorization)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await call("/test/scim-limited", key.headers.authorization);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // Another key has its own counter.
    expect((await call("/test/scim-limited", both.headers.authorization)).statusCode).toBe(200);
    clock.advance(60_000);
    expect((await call("/test/scim-limited", key.headers.authorization)).statusCode).toBe(200);
  });

  it("record the last use at most once a minute, with one audit entry each time", async () => {
    const key = await createApiKey(t.app.db, ["feed"]);
    const used = () =>
      t.app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.event, "API_KEY_USED"),
            sql`${auditLog.details}->>'keyId' = ${String(key.id)}`,
          ),
        );
    const lastUsed = async () =>
      (await t.app.db.select().from(apiKeys).where(eq(apiKeys.id, key.id)))[0]!.lastUsedAt;
    await call("/test/feed", key.headers.authorization);
    const first = await lastUsed();
    expect(first?.getTime()).toBe(clock.now().getTime());
    clock.advance(10_000);
    await call("/test/feed", key.headers.authorization);
    expect((await lastUsed())?.getTime()).toBe(first?.getTime());
    expect((await used())[0]!.n).toBe(1);
    clock.advance(60_000);
    await call("/test/feed", key.headers.authorization);
    expect((await lastUsed())?.getTime()).toBe(clock.now().getTime());
    expect((await used())[0]!.n).toBe(2);
  });

  it("never write a secret into the trail", async () => {
    const rows = await t.app.db.select().from(auditLog);
    const text = JSON.stringify(rows);
    for (const secret of [both.secret, feedOnly.secret, "gpk_not-a-key"]) {
      expect(text).not.toContain(secret);
    }
  });
});
