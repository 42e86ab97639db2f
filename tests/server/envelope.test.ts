/**
 * The envelope and the single error handler, through real requests. The routes below exist only
 * in this test (registered via createTestApp's setup hook), not in production code.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { envelope, errorEnvelopeSchema } from "../../server/contract";
import { translate, type Locale } from "../../server/i18n";
import { apiErrors } from "../../server/plugins/api-error";
import { ok } from "../../server/plugins/envelope";
import { createTestApp, type TestApp } from "../helpers/test-app";

const INTERNAL_DETAIL = 'relation "secret_table" does not exist at /srv/db/query.ts:42';

function testRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    "/api/test/echo",
    {
      schema: {
        body: z.object({
          name: z.string().min(2),
          count: z.number().int(),
          tags: z.array(z.string().max(3)).optional(),
        }),
        querystring: z.object({ page: z.coerce.number().int().min(1).optional() }),
        response: {
          201: envelope(z.object({ name: z.string(), count: z.number() })),
          "4xx": errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) =>
      ok(reply, { name: request.body.name, count: request.body.count }, { status: 201 }),
  );
  app.get("/api/test/boom", async () => {
    throw new Error(INTERNAL_DETAIL);
  });
  app.get("/api/test/forbidden", async () => {
    throw apiErrors.forbidden();
  });
  app.get("/api/test/limited", async () => {
    throw apiErrors.tooManyRequests(29.2);
  });
  app.get(
    "/api/test/bad-output",
    { schema: { response: { 200: envelope(z.object({ id: z.number() })) } } },
    async (_r, reply) => ok(reply, { id: "not-a-number" as unknown as number }),
  );
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ setup: testRoutes });
});
afterAll(() => t?.close());

describe("unknown /api route", () => {
  it("answers 404 NOT_FOUND in the envelope, Korean by default", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json()).toEqual({
      status: 404,
      code: "NOT_FOUND",
      message: translate("ko", "NOT_FOUND"),
      result: null,
    });
  });

  it.each<Locale>(["ko", "en", "zh", "ja"])(
    "localizes the message for %s via cookie and Accept-Language",
    async (locale) => {
      const expected = translate(locale, "NOT_FOUND");
      const byCookie = await t.app.inject({
        url: "/api/nope",
        cookies: { locale },
        headers: { "accept-language": "fr" },
      });
      expect(byCookie.json().message).toBe(expected);
      const byHeader = await t.app.inject({
        url: "/api/nope",
        headers: { "accept-language": `${locale};q=0.9, fr;q=0.1` },
      });
      expect(byHeader.json().message).toBe(expected);
    },
  );

  it("lets the cookie win over Accept-Language", async () => {
    const res = await t.app.inject({
      url: "/api/nope",
      cookies: { locale: "ja" },
      headers: { "accept-language": "en" },
    });
    expect(res.json().message).toBe(translate("ja", "NOT_FOUND"));
  });

  it("answers an undecodable URL (rejected before routing) with the envelope and headers", async () => {
    const res = await t.app.inject({ url: "/api/%E0%A4%A", headers: { "accept-language": "en" } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 400,
      code: "BAD_REQUEST",
      message: translate("en", "BAD_REQUEST"),
      result: null,
    });
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("answers other methods with the envelope too", async () => {
    const res = await t.app.inject({ method: "DELETE", url: "/api/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("NOT_FOUND");
  });
});

describe("validation errors", () => {
  it("answers 400 VALIDATION_ERROR with the list of fields", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/echo",
      payload: { name: "x", count: 1.5, tags: ["ok", "toolong"] },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({
      status: 400,
      code: "VALIDATION_ERROR",
      message: translate("ko", "VALIDATION_ERROR"),
    });
    expect(body.result.map((f: { path: string }) => f.path).sort()).toEqual([
      "count",
      "name",
      "tags.1",
    ]);
    for (const field of body.result) {
      expect(field.in).toBe("body");
      expect(field.message).toEqual(expect.any(String));
    }
  });

  it("writes the field messages in the caller's locale", async () => {
    const payload = { name: "x", count: 1 };
    const en = await t.app.inject({
      method: "POST",
      url: "/api/test/echo",
      payload,
      headers: { "accept-language": "en" },
    });
    expect(en.json().result[0]).toEqual({
      path: "name",
      in: "body",
      message: "Too small: expected string to have >=2 characters",
    });
    const ja = await t.app.inject({
      method: "POST",
      url: "/api/test/echo",
      payload,
      cookies: { locale: "ja" },
    });
    expect(ja.json().message).toBe(translate("ja", "VALIDATION_ERROR"));
    expect(ja.json().result[0].message).toContain("2文字以上");
  });

  it("reports query string problems with their origin", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/echo?page=0",
      payload: { name: "ab", count: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().result).toEqual([
      { path: "page", in: "querystring", message: expect.any(String) },
    ]);
  });

  it("treats malformed JSON as a validation error and a wrong media type as 415", async () => {
    const broken = await t.app.inject({
      method: "POST",
      url: "/api/test/echo",
      payload: "{nope",
      headers: { "content-type": "application/json" },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: "VALIDATION_ERROR", result: null });
    const xml = await t.app.inject({
      method: "POST",
      url: "/api/test/echo",
      payload: "<a/>",
      headers: { "content-type": "application/xml" },
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("passes valid input through to the ok() envelope", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/echo?page=2",
      payload: { name: "ab", count: 3 },
      headers: { "accept-language": "en" },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      status: 201,
      code: "OK",
      message: translate("en", "OK"),
      result: { name: "ab", count: 3 },
    });
  });
});

describe("thrown errors", () => {
  it("hides internals of a 500 behind the generic localized message", async () => {
    const res = await t.app.inject({ url: "/api/test/boom", headers: { "accept-language": "zh" } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      status: 500,
      code: "INTERNAL_ERROR",
      message: translate("zh", "INTERNAL_ERROR"),
      result: null,
    });
    expect(res.body).not.toContain("secret_table");
    expect(res.body).not.toContain("query.ts");
    expect(res.body).not.toMatch(/stack|at .*:\d+/);
  });

  it("keeps the status and code of expected 4xx errors", async () => {
    const forbidden = await t.app.inject({ url: "/api/test/forbidden" });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({
      status: 403,
      code: "FORBIDDEN",
      message: translate("ko", "FORBIDDEN"),
    });
    const limited = await t.app.inject({ url: "/api/test/limited" });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBe("30");
    expect(limited.json().code).toBe("TOO_MANY_REQUESTS");
  });

  it("turns a response that breaks its own schema into a plain 500", async () => {
    const res = await t.app.inject({ url: "/api/test/bad-output" });
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe("INTERNAL_ERROR");
    expect(res.body).not.toContain("not-a-number");
  });
});
