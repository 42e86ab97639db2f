/**
 * The portal's CAS client against a FAKE external CAS server: a second Fastify instance on
 * 127.0.0.1 (random port) whose /p3/serviceValidate answers as the current scenario says.
 * Whatever it answers, the portal either starts a session (valid success) or redirects to
 * /login?error=..., never a 500 and never a session on a failure.
 */
import { eq } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "../../server/db/schema";
import { createMember } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { HOSTILE_ANSWERS, success, type Scenario } from "../helpers/cas-fake-answers";
import { SERVICE, sessionCount } from "../helpers/cas-helpers";

let scenario: Scenario = (reply) => reply.type("application/xml").send(success("demo"));
const seen: { service?: string; ticket?: string }[] = [];

let cas: FastifyInstance;
let t: TestApp;
let casBase: string;
beforeAll(async () => {
  // Force: fetch's pool may hold a connection that never carried a request, which a graceful
  // close would wait ~70 s for (the server's keep-alive timeout).
  cas = Fastify({ forceCloseConnections: true });
  cas.get("/p3/serviceValidate", async (request, reply) => {
    seen.push(request.query as { service?: string; ticket?: string });
    return scenario(reply);
  });
  casBase = await cas.listen({ host: "127.0.0.1", port: 0 });
  t = await createTestApp({ env: { CAS_BASE_URL: casBase } });
  // The account the fake answers name (cas-fake-answers.ts): they must fail for another reason.
  await createMember(t.app.db, { account: { accountId: "demo" } });
});
afterAll(async () => {
  await t?.close();
  await cas?.close();
});
beforeEach(() => {
  seen.length = 0;
});

const TICKET = "ST-" + "A".repeat(43);
const callback = () => t.app.inject({ url: `/api/token/cas?ticket=${TICKET}` });

describe("CAS client (external server)", () => {
  it("sends the user to the external CAS with the registered service", async () => {
    const res = await t.app.inject({
      url: "/api/login/sso?returnTo=/user",
      headers: { host: "evil.com" },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${casBase}/login?service=${encodeURIComponent(SERVICE)}`);
  });

  it("does not serve the embedded CAS when an external one is configured", async () => {
    expect((await t.app.inject({ url: "/cas/login" })).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/cas/p3/serviceValidate" })).statusCode).toBe(404);
  });

  it("validates over HTTP and starts the session on success", async () => {
    scenario = (reply) => reply.type("application/xml").send(success("Demo"));
    const before = await sessionCount(t.database.db);
    const res = await callback();
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^\/login\?temporaryToken=tmp_/);
    expect(seen).toEqual([{ service: SERVICE, ticket: TICKET }]);
    expect(await sessionCount(t.database.db)).toBe(before + 1);
  });

  it.each(Object.entries(HOSTILE_ANSWERS))(
    "%s: no session, no 500",
    async (_name, [answer, error]) => {
      scenario = answer;
      const before = await sessionCount(t.database.db);
      const res = await callback();
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`/login?error=${error}`);
      expect(await sessionCount(t.database.db)).toBe(before);
    },
  );

  it("gives up on a slow CAS after the timeout", async () => {
    scenario = async (reply) => {
      await new Promise((resolve) => setTimeout(resolve, 8_000));
      return reply.type("application/xml").send(success("demo"));
    };
    const started = Date.now();
    const res = await callback();
    expect(res.headers.location).toBe("/login?error=LOGIN_FAILED");
    expect(Date.now() - started).toBeLessThan(7_000);
  }, 20_000);

  it("refuses a missing or oversized ticket without calling CAS", async () => {
    for (const url of [
      "/api/token/cas",
      `/api/token/cas?ticket=ST-${"a".repeat(600)}`,
      "/api/token/cas?ticket=",
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe("/login?error=INVALID_TICKET");
    }
    expect(seen).toEqual([]);
  });

  it("audits successes and failures without the ticket", async () => {
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.event, "LOGIN"));
    const cas = rows.filter((r) => r.details.method === "cas");
    expect(cas.some((r) => r.outcome === "SUCCESS" && r.accountId === "demo")).toBe(true);
    expect(cas.some((r) => r.outcome === "FAILURE" && r.details.reason === "INVALID_SERVICE")).toBe(
      true,
    );
    expect(cas.some((r) => r.outcome === "DENIED" && r.details.reason === "UNKNOWN_ACCOUNT")).toBe(
      true,
    );
    expect(JSON.stringify(rows)).not.toContain(TICKET);
  });
});
