/**
 * A ready app on a fresh, migrated and empty database, for `app.inject()` tests: a suite creates
 * the rows it asserts on (tests/helpers/factories), so no edit of the demo seed can break it.
 *   const { app, close } = await createTestApp();
 *   afterAll(close);
 * `setup` runs before ready(), the place to add test-only routes.
 */
import type { FastifyInstance, FastifyServerOptions } from "fastify";
import { buildApp } from "../../server/build-app";
import { loadConfig, type Config } from "../../server/config";
import type { Database } from "../../server/db/client";
import type { Clock } from "../../server/plugins/clock";
import { seedDemo } from "../../server/db/seed/demo";
import { createTestDatabase } from "./test-db";

export interface TestAppOverrides {
  /** Environment variables on top of the test defaults (NODE_ENV=test, silent logs). */
  env?: Record<string, string | undefined>;
  /**
   * Seed the demo group (default false): for the suites about the seed itself, and those that
   * want all of its data at once (the OpenAPI fuzz suites walk every endpoint with it).
   */
  seed?: boolean;
  /** Runs after the app is registered and before ready(): add test-only routes here. */
  setup?: (app: FastifyInstance) => void | Promise<void>;
  /** Logger options replacing the config's (e.g. with a stream to inspect log lines). */
  logger?: FastifyServerOptions["logger"];
  /** The app's clock (e.g. a ManualClock to test time rules); the system clock by default. */
  clock?: Clock;
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  close(): Promise<void>;
}

export async function createTestApp(overrides: TestAppOverrides = {}): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...overrides.env });
  const database = await createTestDatabase();
  let app: FastifyInstance | undefined;
  try {
    if (overrides.seed) await seedDemo(database.db);
    app = await buildApp({ config, database, logger: overrides.logger, clock: overrides.clock });
    await overrides.setup?.(app);
    await app.ready();
  } catch (error) {
    await app?.close().catch(() => undefined);
    await database.close();
    throw error;
  }
  const ready = app;
  return {
    app: ready,
    config,
    database,
    close: async () => {
      await ready.close();
      await database.close();
    },
  };
}
