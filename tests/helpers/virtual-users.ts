/**
 * Virtual users for the load and fault suites: signed in over HTTP as seeded demo employees,
 * then each one loops over portal GETs and favorite writes on its own keep-alive connection
 * (undici's fetch with one Agent of `users` connections) until stopped. Every answer is kept
 * with its start and end time, so a test can cut the run into before, during and after a fault.
 */
import pg from "pg";
import { Agent, fetch } from "undici";
import { seoulDay } from "../../server/modules/identity/time-rules";
import { FavoriteWriter, writerAccounts } from "./favorite-writer";
import { bearer, fullLogin } from "./http-auth";

/** Marks the accounts verified today, so their logins skip the e-mail code (as skipVerification). */
export async function markVerified(databaseUrl: string, accountIds: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query("update accounts set last_verified_day = $1 where account_id = any($2)", [
    seoulDay(new Date()),
    accountIds,
  ]);
  await client.end();
}

export interface VirtualUser {
  writer: FavoriteWriter;
  headers: Record<string, string>;
}

/** Real logins (password, code when asked, token exchange), `parallel` at a time. */
export async function signIn(base: string, count: number, parallel = 10): Promise<VirtualUser[]> {
  const queue = writerAccounts(count);
  const users: VirtualUser[] = [];
  const worker = async () => {
    for (let id = queue.shift(); id; id = queue.shift()) {
      const { accessToken } = await fullLogin(base, id);
      const writer = await FavoriteWriter.create(base, id, accessToken);
      users.push({ writer, headers: bearer(accessToken) });
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return users;
}

const PORTAL_GETS = [
  "/api/user",
  "/api/menu/WORK",
  "/api/favorite",
  "/api/banner/display",
  "/api/weather",
  "/api/board?page=1&size=10",
  "/api/internal/approval",
];

export interface Sample {
  start: number;
  end: number;
  write: boolean;
  /** 0: no answer (refused, reset, timed out). */
  status: number;
  /** The envelope's code for answers of 500 and above. */
  code?: string;
}

/** Starts the loop; `stop()` ends it after the requests in flight and gives every sample. */
export function drive(base: string, users: VirtualUser[], writeShare = 0.25) {
  const agent = new Agent({ connections: users.length, keepAliveTimeout: 30_000 });
  const samples: Sample[] = [];
  let running = true;
  const loop = async (user: VirtualUser) => {
    while (running) {
      const write = Math.random() < writeShare;
      const start = Date.now();
      const sample: Sample = { start, end: 0, write, status: 0 };
      const next = write ? user.writer.next() : undefined;
      try {
        const path = PORTAL_GETS[Math.floor(Math.random() * PORTAL_GETS.length)]!;
        const res = await fetch(`${base}${write ? "/api/favorite" : path}`, {
          dispatcher: agent,
          method: write ? "PUT" : "GET",
          headers: next?.headers ?? user.headers,
          body: next?.body,
          signal: AbortSignal.timeout(30_000),
        });
        // The status counts even if the body then fails; an ack needs the whole body.
        sample.status = res.status;
        const body = (await res.json()) as { code?: string; result: unknown };
        if (res.status >= 500) sample.code = body.code;
        next?.record({ status: res.status, body });
      } catch {
        sample.status = 0;
      }
      sample.end = Date.now();
      samples.push(sample);
    }
  };
  const loops = users.map(loop);
  return {
    samples,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      await agent.close();
      return samples;
    },
  };
}

/** Counts and latency percentiles (ms) of some samples. */
export function summarize(samples: Sample[]) {
  const latencies = samples.map((s) => s.end - s.start).sort((x, y) => x - y);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    requests: samples.length,
    writes: samples.filter((s) => s.write).length,
    ok: samples.filter((s) => s.status === 200).length,
    status5xx: samples.filter((s) => s.status >= 500).length,
    noAnswer: samples.filter((s) => s.status === 0).length,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
  };
}

/** Users whose favorites predate their last acknowledged write, and those not exactly equal. */
export async function lostWrites(base: string, users: VirtualUser[]) {
  const checks = await Promise.all(users.map((u) => u.writer.check(base)));
  return {
    lost: checks.filter((c) => c.lost).length,
    inexact: checks.filter((c) => !c.exact).length,
  };
}
