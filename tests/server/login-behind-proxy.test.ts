/**
 * Behind a load balancer (TRUST_PROXY) every person keeps their own address: other people's
 * typos never lock anyone out, the audit trail names the real client, and the balancer's
 * X-Request-Id follows the request. Without TRUST_PROXY, forwarded headers are ignored, so a
 * client cannot choose its address or its request id.
 */
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../server/db/schema";
import { LOGIN_ACCOUNT_RULE, LOGIN_IP_RULE } from "../../server/modules/auth/login-service";
import { ManualClock } from "../../server/plugins/clock";
import { consumeRateLimit } from "../../server/lib/rate-limit";
import { createMember, type TestUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { login } from "../helpers/auth-support";

const WRONG = "Wrong!2345";
const clock = new ManualClock(new Date("2026-05-04T00:00:00Z"));
const from = (address: string, extra: Record<string, string> = {}) => ({
  "x-forwarded-for": address,
  ...extra,
});

/** Someone who logs in, a colleague whose password gets mistyped, an account under guessing. */
async function people(t: TestApp) {
  const db = t.app.db;
  return {
    member: await createMember(db),
    colleague: await createMember(db),
    guessed: await createMember(db),
  };
}

async function lastAudit(t: TestApp, { accountId }: TestUser) {
  const [row] = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.accountId, accountId))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

describe("with TRUST_PROXY=127.0.0.1 (the balancer talks to us from loopback)", () => {
  let t: TestApp;
  let who: Awaited<ReturnType<typeof people>>;
  beforeAll(async () => {
    t = await createTestApp({ clock, env: { TRUST_PROXY: "127.0.0.1" } });
    who = await people(t);
  });
  afterAll(() => t?.close());

  it("20 failures by 20 accounts from 20 addresses do not block a member's login from a 21st", async () => {
    for (let i = 0; i < 20; i++) {
      const res = await login(t.app, `ghost${i}`, WRONG, from(`198.51.100.${i + 1}`));
      expect(res.statusCode).toBe(401);
    }
    expect((await login(t.app, who.member, undefined, from("198.51.100.21"))).statusCode).toBe(200);
  });

  it("records the client's address and the balancer's request id in the audit log", async () => {
    await login(t.app, who.colleague, WRONG, from("203.0.113.7", { "x-request-id": "lb-4711" }));
    expect(await lastAudit(t, who.colleague)).toMatchObject({
      ip: "203.0.113.7",
      requestId: "lb-4711",
    });
  });

  it("ignores a request id that could break a log line", async () => {
    await login(t.app, who.colleague, WRONG, from("203.0.113.8", { "x-request-id": "a b\tc" }));
    const row = await lastAudit(t, who.colleague);
    expect(row?.requestId).not.toBe("a b\tc");
    expect(row?.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("stops guessing one account from many addresses at the per-account limit", async () => {
    clock.advance(15 * 60_000);
    for (let i = 0; i < LOGIN_ACCOUNT_RULE.limit; i++) {
      const res = await login(t.app, who.guessed, WRONG, from(`192.0.2.${i + 1}`));
      expect(res.statusCode).toBe(401);
    }
    const limited = await login(t.app, who.guessed, undefined, from("192.0.2.200"));
    expect(limited.statusCode).toBe(429);
  });
});

describe("one shared address (an office NAT, or no TRUST_PROXY behind a balancer)", () => {
  let t: TestApp;
  let who: Awaited<ReturnType<typeof people>>;
  beforeAll(async () => {
    t = await createTestApp({ clock });
    who = await people(t);
  });
  afterAll(() => t?.close());

  it("ignores X-Forwarded-For and X-Request-Id from a client it does not trust", async () => {
    await login(t.app, who.colleague, WRONG, from("203.0.113.9", { "x-request-id": "forged-1" }));
    const row = await lastAudit(t, who.colleague);
    expect(row?.ip).toBe("127.0.0.1");
    expect(row?.requestId).not.toBe("forged-1");
  });

  it("lets 25 colleagues' typos pass without locking anyone out", async () => {
    clock.advance(15 * 60_000);
    for (let i = 0; i < 25; i++)
      expect((await login(t.app, `typo${i}`, WRONG)).statusCode).toBe(401);
    expect((await login(t.app, who.member)).statusCode).toBe(200);
  });

  it("still has a ceiling per address", async () => {
    clock.advance(15 * 60_000);
    // The counter as a large office would leave it, then one more failure reaches the ceiling.
    for (let i = 0; i < LOGIN_IP_RULE.limit - 1; i++)
      await consumeRateLimit(t.database.db, clock.now(), LOGIN_IP_RULE, "127.0.0.1");
    expect((await login(t.app, "someone", WRONG)).statusCode).toBe(401);
    expect((await login(t.app, who.member)).statusCode).toBe(429);
  });
});
