/** The embedded PGlite side of openDatabase, also used by tests that start from a data dump. */
import { mkdir } from "node:fs/promises";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import type { Database } from "./database";
import { lockDataDir } from "./data-dir-lock";
import { makeDatabase } from "./driver-handle";
import * as schema from "./schema";

export const IN_MEMORY = "memory://";

/**
 * dataDir: a directory (created if missing) for a persistent database; undefined, "" or
 * "memory://" for an in-memory one. `options` go to PGlite (e.g. loadDataDir for a dump).
 */
export async function openPgliteDatabase(
  dataDir?: string,
  options: PGliteOptions = {},
): Promise<Database> {
  const inMemory = dataDir === undefined || dataDir === "" || dataDir === IN_MEMORY;
  if (!inMemory) await mkdir(dataDir, { recursive: true });
  // Before PGlite reads or writes anything there: another live process may own the directory.
  const unlock = inMemory ? async () => undefined : await lockDataDir(dataDir);
  try {
    const client = inMemory ? new PGlite(options) : new PGlite(dataDir, options);
    await client.waitReady;
    return makeDatabase({ kind: "pglite", db: drizzle({ client, schema }), client }, async () => {
      try {
        await client.close();
      } finally {
        await unlock();
      }
    });
  } catch (error) {
    await unlock();
    throw error;
  }
}
