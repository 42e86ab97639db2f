/**
 * GET /api/handover: 302 to APPROVAL_BASE_URL + path with a 60-second handover token (never
 * the access token), only for plain paths and for hosts in HANDOVER_ALLOWED_HOSTS.
 */
import { jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadHandoverKey } from "../../server/modules/handover/token";
import { createMember, type TestUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { resultOf, signIn, type Caller } from "../helpers/portal-support";
import { HOSTILE } from "../fixtures/redirect-hostile-values";

const APPROVAL = "https://approval.example.com";

let t: TestApp;
let member: Caller;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp({ env: { APPROVAL_BASE_URL: APPROVAL } });
  user = await createMember(t.app.db);
  member = await signIn(t.app, user);
});
afterAll(() => t?.close());

const handover = (caller: Caller, url: string, extra = "") =>
  caller.get(`/api/handover?url=${encodeURIComponent(url)}${extra}`);

describe("GET /api/handover", () => {
  it("redirects to the approval site with a handover token for the caller", async () => {
    const res = await handover(member, "/approval/list?box=draft");
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location as string);
    expect(location.origin).toBe(APPROVAL);
    expect(location.pathname).toBe("/approval/list");
    expect(location.searchParams.get("box")).toBe("draft");
    const token = location.searchParams.get("handoverToken") ?? "";
    expect(token).not.toBe("");
    expect(res.headers.location).not.toContain(member.accessToken);
    const key = await loadHandoverKey(t.app.db);
    const { payload } = await jwtVerify(token, key.secret, {
      audience: "approval",
      issuer: "group-portal",
    });
    expect(payload).toMatchObject({
      sub: user.accountId,
      companyId: user.companyId,
      empNo: user.employeeNo,
    });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(60);
    expect(payload.jti).toEqual(expect.any(String));
    // The access-token audience does not accept it, whatever the key.
    await expect(jwtVerify(token, key.secret, { audience: "portal-access" })).rejects.toThrow();
  });

  it("answers { url, expiresAt } with format=json", async () => {
    const result = resultOf<{ url: string; expiresAt: string }>(
      await handover(member, "/board", "&format=json"),
    );
    expect(result.url.startsWith(`${APPROVAL}/board?handoverToken=`)).toBe(true);
    expect(Date.parse(result.expiresAt) - Date.now()).toBeLessThanOrEqual(60_000);
  });

  // Plain paths on the approval site (our own /api rules do not apply there): they stay on it.
  const PLAIN = [
    "/api/logout",
    "/cas/login?service=https://evil.com",
    "/%61pi/logout",
    "/dev/outbox",
  ];

  it.each(HOSTILE.filter((value) => value !== "" && !PLAIN.includes(value)))(
    "refuses %j with 400",
    async (value) => {
      const res = await handover(member, value);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("VALIDATION_ERROR");
      expect(res.headers.location).toBeUndefined();
    },
  );

  it.each(PLAIN)("keeps %j on the approval site", async (value) => {
    const res = await handover(member, value);
    expect(res.statusCode).toBe(302);
    expect(new URL(res.headers.location as string).origin).toBe(APPROVAL);
  });

  it("refuses an empty url and needs the access token", async () => {
    expect((await member.get("/api/handover?url=")).statusCode).toBe(400);
    expect((await member.get("/api/handover")).statusCode).toBe(400);
    expect((await t.app.inject({ url: "/api/handover?url=%2Fapproval" })).statusCode).toBe(401);
  });
});

describe("HANDOVER_ALLOWED_HOSTS", () => {
  it("refuses an approval host that is not allowed", async () => {
    const other = await createTestApp({
      env: {
        APPROVAL_BASE_URL: "https://unknown.example",
        HANDOVER_ALLOWED_HOSTS: "approval.example.com",
      },
    });
    try {
      const caller = await signIn(other.app, await createMember(other.app.db));
      const res = await handover(caller, "/approval");
      expect(res.statusCode).toBe(400);
      expect(res.headers.location).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});
