import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOME_VIEW_SCRIPT_HASH, answerKind } from "../../server/plugins/header-policies";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(";").map((d) => {
      const [name = "", ...values] = d.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

/** What every answer carries, page or data. */
function expectEveryAnswersHeaders(headers: Record<string, unknown>) {
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
}

describe("security headers", () => {
  it.each(["/some/page", "/api/docs"])("are a page's on %s", async (url) => {
    const res = await t.app.inject({ url, headers: { accept: "text/html" } });
    // HTML, or the plain-text "not built yet" page when vitest runs before the build.
    expect(res.headers["content-type"]).toMatch(/^text\/(html|plain)/);
    const csp = directives(String(res.headers["content-security-policy"]));
    expect(csp.get("script-src")).toEqual(["'self'", HOME_VIEW_SCRIPT_HASH]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    expect(csp.get("worker-src")).toEqual(["'self'"]);
    expect(csp.get("manifest-src")).toEqual(["'self'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    expect(String(res.headers["content-security-policy"])).not.toMatch(
      /script-src[^;]*unsafe-inline/,
    );
    expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(res.headers["permissions-policy"]).toContain("camera=()");
    expectEveryAnswersHeaders(res.headers);
  });

  // A JSON answer opened as a page (a link typed by hand, a wrong sniff) may load and run nothing.
  it.each(["/healthz", "/api/nope", "/api/docs/json"])("are data's on %s", async (url) => {
    const res = await t.app.inject({ url, headers: { accept: "text/html" } });
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    const csp = directives(String(res.headers["content-security-policy"]));
    expect([...csp.keys()].sort()).toEqual(["default-src", "frame-ancestors"]);
    expect(csp.get("default-src")).toEqual(["'none'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expectEveryAnswersHeaders(res.headers);
  });

  it("counts every JSON type as data and everything else as a page", () => {
    for (const type of [
      "application/json; charset=utf-8",
      "application/scim+json",
      "APPLICATION/JSON",
    ])
      expect(answerKind(type), type).toBe("data");
    for (const type of [
      "text/html; charset=utf-8",
      "text/javascript",
      "application/jsonp",
      undefined,
    ])
      expect(answerKind(type), String(type)).toBe("document");
  });

  it("never lets /api answers be stored", async () => {
    for (const url of ["/api/nope", "/api/docs/json"]) {
      const res = await t.app.inject({ url });
      expect(res.headers["cache-control"]).toBe("no-store");
    }
    const post = await t.app.inject({ method: "POST", url: "/api/nope", payload: {} });
    expect(post.headers["cache-control"]).toBe("no-store");
  });

  it("sends no-referrer and no-store on pages that can carry secrets", async () => {
    for (const url of ["/login?temporaryToken=abc", "/loginSuccess?code=x", "/cas/login"]) {
      const res = await t.app.inject({ url, headers: { accept: "text/html" } });
      expect(res.headers["referrer-policy"]).toBe("no-referrer");
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  });

  it("gives each request its own id and ignores client-sent ones", async () => {
    const a = await t.app.inject({ url: "/healthz", headers: { "x-request-id": "forged" } });
    const b = await t.app.inject({ url: "/healthz" });
    expect(a.headers["x-request-id"]).not.toBe("forged");
    expect(a.headers["x-request-id"]).not.toBe(b.headers["x-request-id"]);
  });
});
