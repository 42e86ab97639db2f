/**
 * SIGKILL during write bursts, on PGlite (DATA_DIR) and on PostgreSQL: the process dies with
 * writes in flight and is started again on the same data. No write that was acknowledged
 * (answered 200) may be missing afterwards, and the restarted server takes the old tokens.
 * A write whose answer the kill swallowed may or may not be there; both are fine.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ownPostgres, type OwnPostgres } from "../helpers/own-postgres";
import { reliabilityRuns, report } from "../helpers/reliability";
import {
  freePort,
  launchServer,
  sleep,
  waitForStatus,
  type ServerProcess,
} from "../helpers/server-process";
import { writerAccounts } from "../helpers/favorite-writer";
import { drive, lostWrites, markVerified, signIn, summarize } from "../helpers/virtual-users";

const USERS = 20;
const KILLS = 2;
const started: ServerProcess[] = [];
let pg: OwnPostgres | undefined;
const dataDir = mkdtempSync(join(tmpdir(), "portal-crash-"));
afterAll(() => {
  for (const server of started) server.child.kill("SIGKILL");
  pg?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

async function serve(env: Record<string, string>): Promise<ServerProcess> {
  const server = await launchServer({ ...env, STATIC_DIR: "/nonexistent" });
  started.push(server);
  if (!(await waitForStatus(server.base, "/readyz", 200, 90_000)))
    throw new Error(`server did not start:\n${server.output()}`);
  return server;
}

const databases = {
  PGlite: async (): Promise<Record<string, string>> => ({ DATA_DIR: dataDir }),
  PostgreSQL: async (): Promise<Record<string, string>> => {
    pg = ownPostgres(await freePort());
    return { DATABASE_URL: pg.url };
  },
};

describe.runIf(reliabilityRuns)("SIGKILL during write bursts", () => {
  for (const [name, settings] of Object.entries(databases)) {
    it(`on ${name}: no acknowledged write is lost, and the restart serves the old sessions`, async () => {
      const env = await settings();
      let server = await serve(env);
      // PGlite has one connection, the server's: there the logins go through the e-mail code.
      if (env.DATABASE_URL) await markVerified(env.DATABASE_URL, writerAccounts(USERS));
      const users = await signIn(server.base, USERS);
      const recoveries: number[] = [];
      let sent = 0;
      for (let kill = 1; kill <= KILLS; kill++) {
        const burst = drive(server.base, users, 1); // writes only
        await sleep(1_500);
        server.child.kill("SIGKILL");
        const killedAt = Date.now();
        const samples = await burst.stop();
        const figures = summarize(samples);
        sent += figures.requests;
        expect(figures.status5xx).toBe(0);
        await server.exited;

        server = await serve(env); // same DATA_DIR or DATABASE_URL, a new port
        recoveries.push((Date.now() - killedAt) / 1000);
        const writes = await lostWrites(server.base, users);
        expect(writes.lost).toBe(0);
      }
      // Writes whose whole answer arrived (a 200 cut off by the kill is not acknowledged).
      const acked = users.reduce((sum, u) => sum + u.writer.ackedWrites, 0);
      // After the last restart every user still writes with the tokens of the first run.
      const after = await Promise.all(users.map((u) => u.writer.write(server.base)));
      expect(after.every((status) => status === 200)).toBe(true);
      expect(await lostWrites(server.base, users)).toEqual({ lost: 0, inexact: 0 });
      report(`sigkill-${name}`, {
        users: USERS,
        kills: KILLS,
        ackedWrites: acked,
        unansweredWrites: sent - acked,
        lostWrites: 0,
        recoverySeconds: recoveries.map((s) => s.toFixed(1)).join("/"),
      });
      expect(acked).toBeGreaterThan(USERS * KILLS); // the bursts really wrote
    }, 240_000);
  }
});
