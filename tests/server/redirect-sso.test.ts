/**
 * Redirect targets of the SSO entry points under hostile input: every Location is a same-origin
 * path or the configured CAS login URL, never another host, whatever returnTo, service or Host.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, type TestUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { SERVICE, cookieOf, loginTicket } from "../helpers/cas-helpers";
import { HOSTILE } from "../fixtures/redirect-hostile-values";

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await createMember(t.app.db);
});
afterAll(() => t?.close());

const CAS_LOGIN = `http://localhost:8080/cas/login?service=${encodeURIComponent(SERVICE)}`;
const hosts = fc.constantFrom(
  "localhost:8080",
  "evil.com",
  "127.0.0.1",
  "localhost:8080@evil.com",
  "[::1]",
);
const text = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string(),
  fc.webUrl(),
  fc.constantFrom("/", "/schedule", "/user?tab=1"),
);

/** Same-origin path: resolves to the portal's own origin from any base. */
function isSameOriginPath(location: string): boolean {
  if (!location.startsWith("/") || location.startsWith("//") || /[\\\s]/.test(location))
    return false;
  return new URL(location, "https://portal.example").origin === "https://portal.example";
}

describe("GET /api/login/sso", () => {
  it("always redirects to the configured CAS login with the registered service (property)", async () => {
    await fc.assert(
      fc.asyncProperty(text, hosts, async (returnTo, host) => {
        const res = await t.app.inject({
          url: `/api/login/sso?returnTo=${encodeURIComponent(returnTo)}`,
          headers: { host },
        });
        expect(res.statusCode).toBe(302);
        expect(res.headers.location).toBe(CAS_LOGIN);
        // What waits for the way back is a same-origin path, if anything.
        const state = cookieOf(res, "sso_return")?.value;
        if (state) {
          const [, encoded = ""] = state.split(".");
          expect(isSameOriginPath(Buffer.from(encoded, "base64url").toString())).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  it("takes returnTo through the round trip, signed; a tampered state is ignored", async () => {
    const start = await t.app.inject({ url: "/api/login/sso?returnTo=%2Fschedule%3Fm%3D1" });
    const state = cookieOf(start, "sso_return")?.value ?? "";
    const back = async (cookie: string) => {
      const ticket = await loginTicket(t.app, user);
      const res = await t.app.inject({
        url: `/api/token/cas?ticket=${ticket}`,
        cookies: { sso_return: cookie },
      });
      return String(res.headers.location);
    };
    expect(await back(state)).toMatch(/&returnTo=%2Fschedule%3Fm%3D1$/);
    const [expiry, , mac] = state.split(".");
    const forged = `${expiry}.${Buffer.from("//evil.com").toString("base64url")}.${mac}`;
    for (const cookie of [forged, "garbage", `${state}x`]) {
      const location = await back(cookie);
      expect(location).toMatch(/^\/login\?temporaryToken=[^&]+$/);
    }
  });
});

describe("GET /cas/login with hostile services", () => {
  const variants = [
    `${SERVICE}.evil.com`,
    `${SERVICE}@evil.com`,
    `${SERVICE}/../../evil`,
    `${SERVICE}#@evil.com`,
    `${SERVICE}%2F`,
    `${SERVICE}\t`,
    ` ${SERVICE}`,
    "http://localhost:8080@evil.com/api/token/cas",
    "http://evil.com/api/token/cas",
    "HTTP://LOCALHOST:8080/api/token/cas",
    "http://localhost:80/api/token/cas",
    "http://localhost:8080/api/token/CAS",
  ];

  it("never redirects anywhere but the exact registered service (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom(...variants, ...HOSTILE), fc.webUrl(), fc.string()),
        hosts,
        async (service, host) => {
          fc.pre(service !== SERVICE);
          const res = await t.app.inject({
            url: `/cas/login?service=${encodeURIComponent(service)}`,
            headers: { host },
          });
          expect(res.headers.location).toBeUndefined();
          // 403 for a service that is not registered; 400 for one no URL can contain (a NUL).
          expect(res.statusCode).toBe(/\0/.test(service) ? 400 : 403);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("the callback's own redirects are same-origin paths", async () => {
    for (const ticket of [
      "",
      "ST-x",
      `ST-${"a".repeat(43)}`,
      "javascript:alert(1)",
      "//evil.com",
    ]) {
      const res = await t.app.inject({
        url: `/api/token/cas?ticket=${encodeURIComponent(ticket)}`,
        headers: { host: "evil.com" },
      });
      expect(res.statusCode).toBe(302);
      expect(isSameOriginPath(String(res.headers.location))).toBe(true);
    }
  });
});
