/**
 * A PostgreSQL outage under the load of signed-in users (portal GETs and favorite PUTs):
 * while the database is gone the only failure a client may see is the 503 SERVICE_UNAVAILABLE
 * envelope (never another 5xx, never a dropped connection, never a 401 that would log the
 * user out), the service answers 200 again within seconds of the database's return, and no
 * acknowledged write is lost. database-outage.test.ts covers the anonymous side.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writerAccounts } from "../helpers/favorite-writer";
import { ownPostgres, type OwnPostgres } from "../helpers/own-postgres";
import { reliabilityRuns, report } from "../helpers/reliability";
import {
  freePort,
  launchServer,
  sleep,
  waitForStatus,
  type ServerProcess,
} from "../helpers/server-process";
import { drive, lostWrites, markVerified, signIn, summarize } from "../helpers/virtual-users";

const USERS = 50;
let pg: OwnPostgres;
let server: ServerProcess;

beforeAll(async () => {
  if (!reliabilityRuns) return;
  pg = ownPostgres(await freePort());
  server = await launchServer({ DATABASE_URL: pg.url, STATIC_DIR: "/nonexistent" });
  if (!(await waitForStatus(server.base, "/readyz", 200)))
    throw new Error(`server did not start:\n${server.output()}`);
  await markVerified(pg.url, writerAccounts(USERS));
}, 120_000);
afterAll(() => {
  server?.child.kill("SIGKILL");
  pg?.destroy();
});

describe.runIf(reliabilityRuns)(`a database outage under the load of ${USERS} users`, () => {
  it("answers only 200 or the 503 envelope, recovers within 10 s, loses no write", async () => {
    const users = await signIn(server.base, USERS);
    const load = drive(server.base, users);
    await sleep(2_000);
    pg.stop("immediate");
    const down = Date.now();
    await sleep(4_000);
    const restart = Date.now();
    pg.start(); // returns once PostgreSQL accepts connections (pg_ctl -w)
    const back = Date.now();
    const ready = await waitForStatus(server.base, "/readyz", 200, 10_000);
    const readySeconds = (Date.now() - back) / 1000;
    await sleep(2_000);
    const samples = await load.stop();

    const during = samples.filter((s) => s.end >= down);
    const envelope503 = (s: { status: number; code?: string }) =>
      s.status === 503 && s.code === "SERVICE_UNAVAILABLE";
    const other5xx = during.filter((s) => s.status >= 500 && !envelope503(s));
    const unexpected = during.filter((s) => s.status !== 200 && !envelope503(s));
    // Recovered: the first request started after the database's return that got a 200. The
    // seconds below count from there (pg_ctl start itself is reported apart).
    const firstOk = samples.find((s) => s.start >= back && s.status === 200);
    const lastFailure = Math.max(0, ...samples.filter((s) => s.status !== 200).map((s) => s.end));
    const writes = await lostWrites(server.base, users);
    report("db-outage-under-load", {
      users: USERS,
      outageSeconds: ((back - down) / 1000).toFixed(1),
      ...summarize(samples),
      envelope503: during.filter(envelope503).length,
      other5xx: other5xx.length,
      otherStatuses: [...new Set(unexpected.map((s) => s.status))].join("/") || "none",
      pgStartSeconds: ((back - restart) / 1000).toFixed(1),
      readySeconds: readySeconds.toFixed(1),
      firstOkSeconds: firstOk ? ((firstOk.end - back) / 1000).toFixed(1) : "never",
      lastFailureSeconds: ((lastFailure - back) / 1000).toFixed(1),
      lostWrites: writes.lost,
    });
    expect(during.filter(envelope503).length).toBeGreaterThan(0); // the outage was felt
    expect(other5xx).toHaveLength(0);
    expect(unexpected).toHaveLength(0);
    expect(ready).toBe(true);
    expect(firstOk && firstOk.end - back).toBeLessThan(10_000);
    expect(lastFailure - back).toBeLessThan(10_000);
    expect(writes.lost).toBe(0);
    expect(server.child.exitCode).toBeNull();
  }, 120_000);
});
