import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/helpers/test-app";
import { loggerOptions, maskUrl, requestIdSequence } from "./logger";

describe("maskUrl", () => {
  it("masks secret query parameters only", () => {
    expect(maskUrl("/api/token/cas?ticket=ST-123&x=1")).toBe(
      "/api/token/cas?ticket=[Redacted]&x=1",
    );
    expect(maskUrl("/loginSuccess?accessToken=a.b.c&refreshToken=r&lang=ko")).toBe(
      "/loginSuccess?accessToken=[Redacted]&refreshToken=[Redacted]&lang=ko",
    );
    expect(maskUrl("/login?temporaryToken=t&code=123456")).toBe(
      "/login?temporaryToken=[Redacted]&code=[Redacted]",
    );
    expect(maskUrl("/api/board?page=2")).toBe("/api/board?page=2");
  });
});

describe("log lines", () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      logger: { ...loggerOptions({ LOG_LEVEL: "info" }), stream },
      setup: (app) => {
        app.get("/api/test/crash", async () => {
          throw Object.assign(new Error("db exploded"), { code: "XX000" }); // a bug, not an outage
        });
      },
    });
  });
  afterAll(() => t?.close());

  it("redacts secret headers and fields at any depth", () => {
    t.app.log.info({
      req: { headers: { authorization: "Bearer aaa", cookie: "refresh=bbb", refreshtoken: "ccc" } },
      body: { password: "hunter2", nested: { code: "123456", token: "ddd" } },
      refresh_token: "eee",
    });
    const text = JSON.stringify(lines.at(-1));
    for (const secret of ["aaa", "bbb", "ccc", "hunter2", "123456", "ddd", "eee"])
      expect(text).not.toContain(secret);
    expect(text).toContain("[Redacted]");
  });

  it("logs a 500 with its request id, error and the masked URL", async () => {
    lines.length = 0;
    const res = await t.app.inject({ url: "/api/test/crash?code=987654" });
    expect(res.statusCode).toBe(500);
    const requestId = res.headers["x-request-id"];
    const errorLine = lines.find((l) => l.msg === "unhandled error") as {
      reqId: string;
      err: Record<string, unknown>;
    };
    expect(errorLine.reqId).toBe(requestId);
    expect(errorLine.err).toMatchObject({
      message: "db exploded",
      errorCode: "XX000",
      stack: expect.any(String),
    });
    expect(JSON.stringify(lines)).not.toContain("987654");
    expect(JSON.stringify(lines)).toContain("/api/test/crash?code=[Redacted]");
  });

  it("keeps probes out of the request log", async () => {
    lines.length = 0;
    await t.app.inject({ url: "/healthz" });
    await t.app.inject({ url: "/readyz" });
    expect(lines).toEqual([]);
    await t.app.inject({ url: "/api/nope" });
    expect(lines.some((l) => l.msg === "incoming request")).toBe(true);
  });
});

describe("request ids", () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it("are UUID-shaped and never repeat, on one node or across two", () => {
    const nodeA = requestIdSequence();
    const nodeB = requestIdSequence();
    const ids = Array.from({ length: 5000 }, (_, i) => (i % 2 ? nodeA() : nodeB()));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
