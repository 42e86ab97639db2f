/**
 * Requests per second (autocannon, 32 connections) of the bare Fastify reference and of the real
 * app's routes on PGlite and on PostgreSQL, each server a child process (bench/http-server.ts)
 * so that the load generator and the server do not share one core.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import autocannon from "autocannon";
import { median, notMeasured, type Figure } from "./goals";
import type { ServerReady } from "./http-server";
import { hasPostgresBinaries } from "./postgres";
import { bareFigure, routeFigure, type Load } from "./throughput-figures";

const CONNECTIONS = 32;
const WARMUP_SECONDS = 2;
const MEASURE_SECONDS = 6;

/** The routes of the issue's table and their goals, in percent of the bare route. */
export const ROUTES = [
  { path: "/healthz", goal: 70, note: "", perDatabase: false },
  { path: "/api/weather", goal: 50, note: " (cached)", perDatabase: true },
  { path: "/api/menu/WORK", goal: 40, note: " (cached)", perDatabase: true },
  { path: "/api/user", goal: 20, note: "", perDatabase: true },
] as const;

interface Running {
  ready: ServerReady;
  stop(): Promise<void>;
}

function startServer(mode: "bare" | "app", port: number, postgres: boolean): Promise<Running> {
  const script = [process.execPath, "--import", "tsx", "bench/http-server.ts", mode, String(port)];
  const env = { ...process.env };
  if (!postgres) delete env.DATABASE_URL;
  const throwAway = postgres && !env.DATABASE_URL;
  const child: ChildProcess = throwAway
    ? spawn("bash", ["scripts/with-postgres.sh", ...script], {
        env,
        stdio: ["pipe", "pipe", "inherit"],
      })
    : spawn(script[0] as string, script.slice(1), { env, stdio: ["pipe", "pipe", "inherit"] });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    child.stdin?.end();
    const timer = setTimeout(() => child.kill("SIGTERM"), 15_000);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    child.once("exit", (code) =>
      reject(new Error(`the ${mode} server exited (${code}) before listening`)),
    );
    createInterface({ input: child.stdout! }).on("line", (line) => {
      if (!line.startsWith("{")) return console.log(`  ${line}`);
      resolve({ ready: JSON.parse(line) as ServerReady, stop });
    });
  });
}

export const THROUGHPUT_NOTE = `Throughput: each server is a child process and autocannon runs in the bench process (one core each on this machine); ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up then ${MEASURE_SECONDS} s per route; the app runs in demo mode on the demo seed with request logging at "warn", authenticated routes with an access token of the demo user (company 1). The reference is the median of the bare route's runs, one before each app route (the bare server runs throughout); on a shared 2-core machine both move with the load average.`;

async function load(url: string, token: string | undefined, seconds: number): Promise<Load> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    requestsPerSecond: result.requests.average,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** A warm-up, then the measured run; refuses a route that does not answer 200 to begin with. */
async function measure(base: string, path: string, token?: string): Promise<Load> {
  const first = await fetch(`${base}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (first.status !== 200) throw new Error(`${path} answers ${first.status}`);
  await load(`${base}${path}`, token, WARMUP_SECONDS);
  const measured = await load(`${base}${path}`, token, MEASURE_SECONDS);
  console.log(
    `  ${path.padEnd(16)} ${measured.requestsPerSecond.toFixed(0).padStart(6)} req/s` +
      (measured.non2xx + measured.errors > 0
        ? `  (${measured.non2xx} non-2xx, ${measured.errors} errors)`
        : ""),
  );
  return measured;
}

/** Measures the bare route once more (before each app route). */
type BareNow = () => Promise<void>;
/** A route's row, once the reference (the median of the bare runs) is known. */
type PendingFigure = (bare: number) => Figure;

async function appFigures(
  label: "PGlite" | "PostgreSQL",
  port: number,
  bareNow: BareNow,
): Promise<PendingFigure[]> {
  const figures: PendingFigure[] = [];
  let server: Running;
  try {
    server = await startServer("app", port, label === "PostgreSQL");
  } catch (error) {
    console.log(`The app on ${label} could not start: ${String(error)}`);
    return ROUTES.filter((r) => r.perDatabase || label === "PGlite").map(
      (r) => () => notMeasured(`GET ${r.path}, ${label}`, `>= ${r.goal} % of bare`, String(error)),
    );
  }
  console.log(`${server.ready.label} (real app, demo seed):`);
  try {
    for (const route of ROUTES) {
      if (!route.perDatabase && label !== "PGlite") continue;
      const name = `GET ${route.path}${route.perDatabase ? `, ${server.ready.label}` : " (full stack)"}`;
      const token = route.path === "/healthz" ? undefined : server.ready.accessToken;
      try {
        await bareNow();
        const measured = await measure(`http://127.0.0.1:${port}`, route.path, token);
        figures.push((bare) => routeFigure(name, route.goal, route.note, measured, bare));
      } catch (error) {
        figures.push(() => notMeasured(name, `>= ${route.goal} % of bare`, String(error)));
      }
    }
  } finally {
    await server.stop();
  }
  return figures;
}

export async function benchThroughput(ports: readonly [number, number, number]): Promise<Figure[]> {
  console.log(
    `\nThroughput: autocannon, ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${MEASURE_SECONDS} s per route`,
  );
  // The bare server runs throughout and is measured again before each app route; the reference
  // is the median of those runs. On this shared machine one bare route gave 24,500 to 42,000
  // req/s within a single run, so one measurement of it moved every ratio by tens of points.
  const bareServer = await startServer("bare", ports[0], false);
  const bareSamples: number[] = [];
  const bareNow: BareNow = async () => {
    console.log("bare Fastify 5 (one JSON route):");
    bareSamples.push((await measure(`http://127.0.0.1:${ports[0]}`, "/bare")).requestsPerSecond);
  };
  const pending: PendingFigure[] = [];
  try {
    pending.push(...(await appFigures("PGlite", ports[1], bareNow)));
    if (process.env.DATABASE_URL || hasPostgresBinaries()) {
      pending.push(...(await appFigures("PostgreSQL", ports[2], bareNow)));
    } else {
      for (const route of ROUTES.filter((r) => r.perDatabase))
        pending.push(() =>
          notMeasured(
            `GET ${route.path}, PostgreSQL`,
            `>= ${route.goal} % of bare`,
            "no DATABASE_URL and no PostgreSQL installed",
          ),
        );
    }
  } finally {
    await bareServer.stop();
  }
  const reference = median(bareSamples);
  const figures = [bareFigure(bareSamples), ...pending.map((figure) => figure(reference))];
  const order = (f: Figure) => ROUTES.findIndex((r) => f.name.startsWith(`GET ${r.path}`));
  return figures.sort((a, b) => order(a) - order(b));
}
