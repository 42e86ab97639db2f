/**
 * Input that is strange but legal JSON or form data: a NUL character, a lone UTF-16 surrogate,
 * an id past PostgreSQL's integer range. Each is the client's mistake, so each answers 400 (or 404),
 * never 500, and never leaves an error-level log line (one anonymous client could otherwise fill
 * the disk with failed SQL).
 */
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggerOptions } from "../../server/lib/logger";
import { createMember } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { bearer } from "../helpers/auth-support";
import { signIn, type Caller } from "../helpers/portal-support";

const levels: number[] = [];
const stream = new Writable({
  write(chunk, _enc, done) {
    for (const line of String(chunk).split("\n").filter(Boolean)) {
      levels.push((JSON.parse(line) as { level: number }).level);
    }
    done();
  },
});
let t: TestApp;
let member: Caller;
beforeAll(async () => {
  t = await createTestApp({
    logger: { ...loggerOptions({ LOG_LEVEL: "info" }), stream },
    // A value the validator let through and the database refused (as drizzle wraps it).
    setup: (app) => {
      app.get("/api/test/refused-value", async () => {
        throw Object.assign(new Error("Failed query"), {
          cause: Object.assign(new Error("invalid byte sequence"), { code: "22021" }),
        });
      });
    },
  });
  member = await signIn(t.app, await createMember(t.app.db));
  levels.length = 0;
});
afterAll(() => t?.close());

const NUL = "de\u0000mo";
const LONE_HIGH = "memo \uD800";
const LONE_LOW = "\uDC00 memo";

describe("strange input answers 400, never 500", () => {
  it.each([
    ["POST", "/api/account/user/valid", { accountId: NUL, password: "x", keyId: "k" }],
    ["POST", "/api/account/user/init-password", { accountId: NUL, name: "홍길동" }],
    ["POST", "/api/account/user/init-password", { accountId: "demo", name: `홍${LONE_LOW}` }],
    ["POST", "/api/account/token", { code: NUL }],
    ["POST", "/api/token/reissuance", { refresh_token: NUL }],
  ])("anonymous %s %s", async (method, url, payload) => {
    const res = await t.app.inject({ method: method as "POST", url, payload });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe("VALIDATION_ERROR");
  });

  it("a NUL in the CAS login form", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/cas/login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "username=de%00mo&password=x&lt=LT-1",
    });
    expect(res.statusCode).toBe(400);
  });

  it.each([
    [
      "GET",
      `/api/organization-chart/user/search?companyId=1&searchWord=${encodeURIComponent(NUL)}&type=all`,
    ],
    ["GET", `/api/organization-chart/user?companyId=1&employeeNo=${encodeURIComponent(NUL)}`],
    ["GET", "/api/board/2147483648"],
    ["GET", "/api/board/99999999999999999999999"],
    ["GET", "/api/organization-chart/all?companyId=2147483648"],
    ["POST", "/api/token/reissuance/2147483648"],
    ["POST", "/api/native/change-company/4294967296"],
  ])("signed in %s %s", async (method, url) => {
    const res = await t.app.inject({
      method: method as "GET" | "POST",
      url,
      headers: bearer(member.accessToken),
    });
    expect([400, 404]).toContain(res.statusCode);
  });

  it.each([LONE_HIGH, LONE_LOW, NUL])(
    "a favorite name %j is refused, not altered",
    async (name) => {
      const res = await member.send("PUT", "/api/favorite", [
        { name, url: "https://example.com", priority: 1 },
      ]);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().result[0].path).toBe("0.name");
    },
  );

  it("a whole surrogate pair (an emoji) is text like any other", async () => {
    const res = await member.send("PUT", "/api/favorite", [
      { name: "회의 😀", url: "https://example.com", priority: 1 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result[0].name).toBe("회의 😀");
  });

  it("the id bound still lets the largest real id through to a plain 404", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/board/2147483647",
      headers: bearer(member.accessToken),
    });
    expect(res.statusCode).toBe(404);
  });

  // Found by the OpenAPI fuzz suite: the router refuses a path parameter past its 100-character
  // limit (FST_ERR_MAX_PARAM_LENGTH, a 414) before any route runs, which answered 500.
  it("a path parameter past the router's length limit is the client's mistake", async () => {
    const res = await member.send("PUT", `/api/menu/WORK/${"x".repeat(101)}`, []);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, code: "BAD_REQUEST", result: null });
  });

  it("a value the database refuses is still the client's mistake", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/test/refused-value" });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("VALIDATION_ERROR");
  });

  it("none of it left an error-level log line", () => {
    expect(levels.length).toBeGreaterThan(0);
    expect(levels.filter((level) => level >= 50)).toEqual([]);
  });
});
