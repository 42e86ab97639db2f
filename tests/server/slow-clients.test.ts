/**
 * Slow or stalled clients cannot hold sockets: a request whose headers or body stop arriving is
 * answered 408 (or closed) within REQUEST_TIMEOUT_MS plus the one-second check, on a real socket.
 */
import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ env: { REQUEST_TIMEOUT_MS: "1000" } });
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t?.close());

/** Sends `raw`, then nothing; resolves with what came back and when the socket ended. */
function stall(raw: string): Promise<{ answer: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = "";
    const socket = connect(port, "127.0.0.1", () => socket.write(raw));
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("error", reject);
    socket.on("close", () => resolve({ answer, ms: Date.now() - started }));
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`socket still open after 8 s; received: ${answer.slice(0, 80)}`));
    }, 8_000).unref();
  });
}

describe("stalled requests", () => {
  it("answers 408 to a body that never arrives", async () => {
    const { answer, ms } = await stall(
      "POST /api/favorite HTTP/1.1\r\nHost: portal\r\nContent-Type: application/json\r\n" +
        "Content-Length: 100\r\n\r\n{",
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(3_500);
  });

  it("closes a connection whose headers never end", async () => {
    const { answer, ms } = await stall("GET /healthz HTTP/1.1\r\nHost: portal\r\nX-Slow: 1");
    expect(answer === "" || /^HTTP\/1\.1 408/.test(answer)).toBe(true);
    expect(ms).toBeLessThan(3_500);
  });

  it("uses 30 s request and header timeouts by default", async () => {
    const plain = await createTestApp();
    try {
      expect(plain.app.server.requestTimeout).toBe(30_000);
      expect(plain.app.server.headersTimeout).toBe(30_000);
      expect(plain.app.server.keepAliveTimeout).toBe(10_000);
    } finally {
      await plain.close();
    }
  });
});
