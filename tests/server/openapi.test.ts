import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"];

/** Every operation of ../shared/API.md, in OpenAPI's path syntax. */
const CONTRACT = [
  "get /api/login/sso",
  "get /api/token/cas",
  "get /api/account/public-key",
  "post /api/account/user/valid",
  "get /api/account/user/contact-info",
  "post /api/account/authentication/code/send",
  "post /api/account/authentication/code/valid",
  "post /api/account/token",
  "post /api/account/user/init-password",
  "put /api/account/user/password",
  "post /api/token/reissuance",
  "post /api/token/app/reIssuance",
  "post /api/token/reissuance/{companyId}",
  "post /api/native/change-company/{companyId}",
  "get /api/login/company",
  "get /api/login",
  "get /api/logout",
  "put /api/internal/appLoginUpdate",
  "get /api/setLocale",
  "get /api/setLoginLocale",
  "get /api/user",
  "get /api/weather",
  "get /api/banner/display",
  "get /api/favorite",
  "put /api/favorite",
  "get /api/internal/eventHoliday",
  "get /api/internal/approval",
  "get /api/internal/vacation",
  "get /api/internal/point",
  "get /api/internal/workTime",
  "post /api/internal/logging",
  "get /api/board",
  "get /api/board/{postId}",
  "put /api/internal/updateToken",
  "put /api/internal/updateAlarm",
  "get /api/handover",
  "get /api/organization-chart/all",
  "get /api/organization-chart/user",
  "get /api/organization-chart/user/search",
];

describe("OpenAPI", () => {
  it("serves a valid OpenAPI 3 document that lists the probes", async () => {
    const res = await t.app.inject({ url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info).toMatchObject({ title: "Group Portal API", version: expect.any(String) });
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/healthz", "/readyz"]));
    // Every operation has responses, and documentation/static routes stay out of the document.
    for (const [route, item] of Object.entries<Record<string, { responses?: object }>>(doc.paths)) {
      expect(route.startsWith("/api/docs")).toBe(false);
      expect(route).not.toBe("/*");
      for (const [method, operation] of Object.entries(item)) {
        expect(METHODS).toContain(method);
        expect(operation.responses).toBeTypeOf("object");
      }
    }
    const health = doc.paths["/healthz"].get.responses["200"].content["application/json"].schema;
    expect(health).toMatchObject({ type: "object", required: ["status"] });
    expect(health.properties.status.const ?? health.properties.status.enum?.[0]).toBe("ok");
    expect(Object.keys(doc.paths["/readyz"].get.responses)).toEqual(
      expect.arrayContaining(["200", "503"]),
    );
  });

  it("documents every operation of the HTTP contract", async () => {
    const doc = (await t.app.inject({ url: "/api/docs/json" })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const documented = Object.entries(doc.paths).flatMap(([route, item]) =>
      Object.keys(item).map((method) => `${method} ${route}`),
    );
    expect(documented).toEqual(expect.arrayContaining(CONTRACT));
    // The menu lists take their type as a path parameter, whatever the parameter is called.
    expect(documented.some((op) => /^get \/api\/menu\/\{\w+\}$/.test(op))).toBe(true);
    expect(documented.some((op) => /^put \/api\/menu\/\{\w+\}\/\{\w+\}$/.test(op))).toBe(true);
  });

  it("serves the Swagger UI page with scripts from files only", async () => {
    const res = await t.app.inject({ url: "/api/docs", headers: { accept: "text/html" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toContain("swagger-ui-bundle.js");
    // No inline script bodies: the CSP (script-src 'self') would block them.
    expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>\s*\S/);
    const init = await t.app.inject({ url: "/api/docs/static/swagger-initializer.js" });
    expect(init.statusCode).toBe(200);
  });
});
