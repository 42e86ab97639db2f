/**
 * A server for the throughput bench (bench/throughput.ts starts it as a child process, so that
 * autocannon and the server each have a core): `bare PORT` is Fastify with one JSON route, the
 * reference; `app PORT` is the real app (server/build-app.ts) on the demo seed, on PostgreSQL
 * when PG_ADMIN_URL (a throw-away server, scripts/with-postgres.sh) or DATABASE_URL is set, else
 * on an in-memory PGlite. Prints one JSON line when listening; stops when its stdin closes.
 */
import Fastify, { type FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../server/build-app";
import { loadConfig } from "../server/config";
import { openDatabase, type Database } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { seedDemo } from "../server/db/seed/demo";
import { issueTokenPair } from "../server/modules/session/token-service";

export interface ServerReady {
  label: string;
  /** An access token of the demo user (company 1), for the app's authenticated routes. */
  accessToken?: string;
}

/** The demo user's primary job (server/db/seed/demo-accounts.ts). */
const DEMO_USER = { accountId: "demo", companyId: 1 };

async function databaseUrl(): Promise<{ url?: string; label: string }> {
  const admin = process.env.PG_ADMIN_URL;
  if (admin) {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query("CREATE DATABASE bench_http");
    const { rows } = await client.query<{ v: string }>(
      "select current_setting('server_version') as v",
    );
    await client.end();
    const url = new URL(admin);
    url.pathname = "/bench_http";
    return { url: url.toString(), label: `PostgreSQL ${rows[0]?.v.split(" ")[0] ?? ""}` };
  }
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, label: "PostgreSQL" };
  return { label: "PGlite" };
}

async function startApp(
  port: number,
): Promise<{ app: FastifyInstance; ready: ServerReady; database: Database }> {
  const { url, label } = await databaseUrl();
  const database = await openDatabase({ databaseUrl: url });
  await migrateDatabase(database);
  await seedDemo(database.db);
  // Demo mode as `npm start` runs it, with request logging off (warnings only), as in e2e.
  const config = loadConfig({ LOG_LEVEL: "warn", HOST: "127.0.0.1", PORT: String(port) });
  const app = await buildApp({ config, database });
  await app.listen({ host: "127.0.0.1", port });
  const { accessToken } = await issueTokenPair(app, DEMO_USER);
  return { app, database, ready: { label, accessToken } };
}

async function startBare(port: number): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.get("/bare", async () => ({ status: 200, code: "OK", message: "ok" }));
  await app.listen({ host: "127.0.0.1", port });
  return app;
}

const [mode, portText] = process.argv.slice(2);
const port = Number(portText);
if ((mode !== "bare" && mode !== "app") || !Number.isInteger(port))
  throw new Error("usage: bench/http-server.ts bare|app PORT");

const started =
  mode === "bare"
    ? { app: await startBare(port), database: undefined, ready: { label: "bare Fastify" } }
    : await startApp(port);
process.stdout.write(`${JSON.stringify(started.ready)}\n`);
process.stdin.resume();
process.stdin.on("end", () => {
  void (async () => {
    await started.app.close();
    await started.database?.close();
    process.exit(0);
  })();
});
