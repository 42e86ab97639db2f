/**
 * PostgreSQL goes away under traffic and comes back. The server process survives, /readyz says
 * 503 while the database is gone, the API answers with the envelope (503 SERVICE_UNAVAILABLE),
 * and everything answers normally within 10 s of the database's return, without a restart.
 * The traffic includes transactions (refresh rotation), whose checked-out connections are what
 * used to crash the process.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownPostgres, postgresAvailable, type OwnPostgres } from "../helpers/own-postgres";
import {
  freePort,
  launchServer,
  sleep,
  waitForStatus,
  type ServerProcess,
} from "../helpers/server-process";

let pg: OwnPostgres;
let server: ServerProcess;

beforeAll(async () => {
  if (!firstPass) return;
  pg = ownPostgres(await freePort());
  server = await launchServer({ DATABASE_URL: pg.url, STATIC_DIR: "/nonexistent" });
  if (!(await waitForStatus(server.base, "/readyz", 200))) {
    throw new Error(`server did not start:\n${server.output()}`);
  }
}, 120_000);
afterAll(async () => {
  server?.child.kill("SIGKILL");
  pg?.destroy();
});

/** Keeps `n` clients busy with refresh rotations until stopped; counts answers by status. */
function traffic(base: string, n: number) {
  const statuses = new Map<number, number>();
  const bodies: unknown[] = [];
  let running = true;
  const worker = async () => {
    while (running) {
      try {
        const res = await fetch(`${base}/api/token/reissuance`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ refresh_token: "rt_no-such-token" }),
          signal: AbortSignal.timeout(10_000),
        });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status >= 500 && bodies.length < 3) bodies.push(await res.json());
        else await res.arrayBuffer();
      } catch {
        statuses.set(0, (statuses.get(0) ?? 0) + 1); // connection refused or reset
      }
    }
  };
  const workers = Array.from({ length: n }, worker);
  return {
    statuses,
    bodies,
    stop: async () => {
      running = false;
      await Promise.all(workers);
    },
  };
}

// It brings its own PostgreSQL server, so it runs once: in the first (embedded) pass of the server
// project, not again in the pass on the shared PostgreSQL server.
const firstPass = postgresAvailable && !process.env.TEST_DATABASE_URL;

describe.runIf(firstPass)("a PostgreSQL outage under traffic", () => {
  for (const mode of ["immediate", "fast"] as const) {
    it(`survives pg_ctl stop -m ${mode}, answers 503, and recovers within 10 s`, async () => {
      const load = traffic(server.base, 8);
      await sleep(1_000);
      pg.stop(mode);
      await sleep(3_000);

      const ready = await fetch(`${server.base}/readyz`);
      expect(ready.status).toBe(503);
      const api = await fetch(`${server.base}/api/token/reissuance`, {
        method: "POST",
        headers: { "content-type": "application/json", "accept-language": "en" },
        body: JSON.stringify({ refresh_token: "rt_no-such-token" }),
      });
      expect(api.status).toBe(503);
      expect(api.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(await api.json()).toMatchObject({ status: 503, code: "SERVICE_UNAVAILABLE" });

      pg.start();
      const back = Date.now();
      expect(await waitForStatus(server.base, "/readyz", 200, 10_000)).toBe(true);
      await sleep(1_000);
      await load.stop();
      expect(Date.now() - back).toBeLessThan(12_000);
      expect(server.child.exitCode).toBeNull(); // the process never died
      const after = await fetch(`${server.base}/api/token/reissuance`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ refresh_token: "rt_no-such-token" }),
      });
      expect(after.status).toBe(401); // the normal answer to an unknown token
      // Nothing but the envelope's 503 during the outage: no 500, no dropped connection.
      expect([...load.statuses.keys()].sort()).toEqual(
        [...load.statuses.keys()].filter((s) => s === 401 || s === 503).sort(),
      );
      expect(
        load.bodies.every((b) => (b as { code?: string }).code === "SERVICE_UNAVAILABLE"),
      ).toBe(true);
      expect(server.output()).not.toMatch(/Unhandled 'error' event|uncaughtException/);
    }, 90_000);
  }
});
