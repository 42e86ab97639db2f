/**
 * Load: one server process on PostgreSQL, 200 virtual users (each signed in as its own seeded
 * employee, each on its own keep-alive connection) mix portal GETs and favorite PUTs for a
 * bounded time. It must end with no 5xx, no dropped request and no lost write: every user's
 * favorites are exactly what their last acknowledged PUT answered.
 *
 * LOAD_SECONDS (default 30, what CI runs) and LOAD_USERS (default 200) shorten a local run.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ownPostgres, type OwnPostgres } from "../helpers/own-postgres";
import { reliabilityRuns, report } from "../helpers/reliability";
import {
  freePort,
  launchServer,
  waitForStatus,
  type ServerProcess,
} from "../helpers/server-process";
import { writerAccounts } from "../helpers/favorite-writer";
import {
  drive,
  lostWrites,
  markVerified,
  signIn,
  summarize,
  type VirtualUser,
} from "../helpers/virtual-users";

const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const USERS = Number(process.env.LOAD_USERS ?? 200);

let pg: OwnPostgres;
let server: ServerProcess;
let users: VirtualUser[] = [];
let signInSeconds = 0;

beforeAll(async () => {
  if (!reliabilityRuns) return;
  pg = ownPostgres(await freePort());
  server = await launchServer({ DATABASE_URL: pg.url, STATIC_DIR: "/nonexistent" });
  if (!(await waitForStatus(server.base, "/readyz", 200)))
    throw new Error(`server did not start:\n${server.output()}`);
  // The e-mail code step is covered by two-nodes.test.ts; 200 of them would only cost time.
  await markVerified(pg.url, writerAccounts(USERS));
  const t0 = Date.now();
  users = await signIn(server.base, USERS);
  signInSeconds = (Date.now() - t0) / 1000;
}, 180_000);
afterAll(() => {
  server?.child.kill("SIGKILL");
  pg?.destroy();
});

describe.runIf(reliabilityRuns)(`load: ${USERS} connections for ${SECONDS} s`, () => {
  it(
    "answers without a 5xx or a dropped request and loses no acknowledged write",
    async () => {
      const run = drive(server.base, users);
      await new Promise((r) => setTimeout(r, SECONDS * 1000));
      const samples = await run.stop();
      const figures = summarize(samples);
      const writes = await lostWrites(server.base, users);
      const statuses = [...new Set(samples.map((s) => s.status))].sort().join("/");
      report("load", {
        users: USERS,
        seconds: SECONDS,
        ...figures,
        perSecond: Math.round(figures.requests / SECONDS),
        statuses,
        lostWrites: writes.lost,
        inexact: writes.inexact,
        signInSeconds: signInSeconds.toFixed(1),
      });
      expect(figures.status5xx).toBe(0);
      expect(figures.noAnswer).toBe(0);
      expect(statuses).toBe("200");
      // Every user wrote (so the check below compares something) ...
      expect(users.every((u) => u.writer.ackedWrites > 0)).toBe(true);
      // ... and reads back exactly the list its last acknowledged write answered.
      expect(writes).toEqual({ lost: 0, inexact: 0 });
      expect(server.child.exitCode).toBeNull();
    },
    (SECONDS + 120) * 1000,
  );
});
