/**
 * Entry point: `tsx server/server.ts` (npm run serve / npm start).
 * Reads the config, opens and migrates the database, seeds the demo group in demo mode, listens,
 * and closes cleanly on SIGINT/SIGTERM (Fastify first, so in-flight requests still have the
 * database, then the database).
 */
import type { FastifyInstance } from "fastify";
import { buildApp } from "./build-app";
import { ConfigError, demoMode, loadConfig, type Config } from "./config";
import { openDatabase, type Database } from "./db/client";
import { DataDirLockedError } from "./db/data-dir-lock";
import { migrateDatabase } from "./db/migrate";
import { seedDemo } from "./db/seed/demo";

/** After this long a stuck shutdown is abandoned, so the orchestrator is not kept waiting. */
const CLOSE_TIMEOUT_MS = 10_000;
/** Signals this close together are one stop request delivered twice. */
const DUPLICATE_SIGNAL_MS = 1_000;

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function start(): Promise<void> {
  const config = readConfig();
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  try {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    await migrateDatabase(database);
    // Seeding only fills an empty database, so restarts keep the demo users' changes.
    const seed = demoMode(config) ? await seedDemo(database.db) : { seeded: false };
    app = await buildApp({ config, database });
    if (seed.seeded) app.log.info("demo data seeded into the empty database");
    await app.listen({ host: config.HOST, port: config.PORT });
    app.log.info(
      { kind: database.kind, demo: demoMode(config) },
      `Group Portal ready at ${config.PUBLIC_URL}`,
    );
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      process.stderr.write(`${error.message}\n`); // the operator's mistake, not a crash
      process.exit(1);
    }
    if (app) app.log.fatal({ err: error }, "start failed");
    else
      process.stderr.write(
        `Start failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
    await app?.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    process.exit(1);
  }

  let closingSince: number | undefined;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closingSince !== undefined) {
      // A second Ctrl-C means "stop now". But one Ctrl-C under `npm start` arrives twice (the
      // terminal signals npm's whole group, and npm forwards it), so only a later one counts.
      if (Date.now() - closingSince > DUPLICATE_SIGNAL_MS) process.exit(1);
      return;
    }
    closingSince = Date.now();
    app?.log.info({ signal }, "shutting down");
    setTimeout(() => {
      app?.log.error("shutdown timed out, exiting");
      process.exit(1);
    }, CLOSE_TIMEOUT_MS).unref();
    void (async () => {
      try {
        await app?.close();
        await database?.close();
        process.exit(0);
      } catch (error) {
        app?.log.error({ err: error }, "error while shutting down");
        process.exit(1);
      }
    })();
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

void start();
