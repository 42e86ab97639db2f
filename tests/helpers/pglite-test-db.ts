/**
 * In-memory PGlite databases for tests, started from dumps instead of initdb. About a hundred
 * server test files each start one, so each start counts:
 * - initdb takes about 5 s, so an initialised data directory (empty or migrated) is dumped once
 *   to node_modules/.tmp and later databases load that dump; the migrated dump's name hashes the
 *   migrations, so a schema change makes a new one;
 * - the dump is kept small (17 MB instead of 43 MB): 1 MB WAL segments instead of 16 MB, and
 *   without template0 and template1, which no test uses (nothing here creates a database);
 * - 16 MB of shared buffers instead of 128 MB: postgres clears them at every start, and a test
 *   database holds a few hundred rows.
 * Together a start went from about 1.4 s to 0.4 s of CPU here. Queries, schema and behaviour
 * are the server's own: only the size of the cache and of the WAL files differ.
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { Database } from "../../server/db/client";
import { driverHandleOf } from "../../server/db/driver-handle";
import { MIGRATIONS_FOLDER, migrateDatabase } from "../../server/db/migrate";
import { openPgliteDatabase } from "../../server/db/pglite";

const TEMPLATE_DIR = join(process.cwd(), "node_modules", ".tmp", "pglite-templates");
const START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];
// Changing how a dump is made must change its name too, or older dumps would still be loaded.
const RECIPE = "wal1m-notemplates";

/**
 * Node 20's Blob.arrayBuffer() copies through a stream at about 90 MB/s: half a second per start
 * for a dump. PGlite's loadDataDir only reads the bytes (and copies them into its own file
 * system), so the bytes read once per process are handed over as they are.
 */
class DumpBlob extends Blob {
  constructor(private readonly dump: ArrayBuffer) {
    super([]);
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.dump);
  }
}

type Kind = "empty" | "migrated";

export async function createPgliteTestDatabase(kind: Kind = "migrated"): Promise<Database> {
  const path = join(TEMPLATE_DIR, `${kind}-${RECIPE}-${await migrationsHash()}.tar`);
  const dump = await readDump(path);
  if (dump) {
    let loaded: Database | undefined;
    try {
      loaded = await openPgliteDatabase(undefined, {
        loadDataDir: new DumpBlob(dump),
        startParams: START_PARAMS,
      });
      // A no-op on a good migrated dump: it verifies the dump against the migrations.
      if (kind === "migrated") await migrateDatabase(loaded);
      return loaded;
    } catch {
      await loaded?.close().catch(() => undefined); // a PGlite that failed the check stops too
      dumps.delete(path); // a truncated or incompatible dump: fall through and rebuild it
    }
  }
  const database = await openPgliteDatabase(undefined, {
    initDbStartParams: ["--wal-segsize=1"],
    startParams: START_PARAMS,
  });
  if (kind === "migrated") await migrateDatabase(database);
  await saveDump(database, path).catch(() => undefined); // only a speed-up
  return database;
}

const dumps = new Map<string, Promise<ArrayBuffer | undefined>>();

function readDump(path: string): Promise<ArrayBuffer | undefined> {
  let dump = dumps.get(path);
  if (!dump) {
    dump = readFile(path).then(
      (bytes) => new Uint8Array(bytes).buffer, // a copy of exactly the file, not a pooled slice
      () => undefined,
    );
    dumps.set(path, dump);
  }
  return dump;
}

async function migrationsHash(): Promise<string> {
  const hash = createHash("sha256");
  const files = (await readdir(MIGRATIONS_FOLDER, { recursive: true }))
    .filter((f) => f.endsWith(".sql") || f.endsWith(".json"))
    .sort();
  for (const file of files) hash.update(file).update(await readFile(join(MIGRATIONS_FOLDER, file)));
  return hash.digest("hex").slice(0, 16);
}

/** Written to a temporary name and renamed, so parallel test workers never read half a file. */
async function saveDump(database: Database, path: string): Promise<void> {
  const handle = driverHandleOf(database);
  if (handle.kind !== "pglite") return;
  const { client } = handle;
  for (const name of ["template0", "template1"]) {
    await client.exec(`ALTER DATABASE ${name} IS_TEMPLATE false`);
    await client.exec(`DROP DATABASE ${name}`); // one statement per call: not in a transaction
  }
  // A loaded dump then starts at a checkpoint, with no WAL to replay.
  await client.exec("CHECKPOINT");
  const dump = Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer());
  await mkdir(TEMPLATE_DIR, { recursive: true });
  const partial = `${path}.${randomBytes(6).toString("hex")}.partial`;
  await writeFile(partial, dump);
  await rename(partial, path);
  dumps.delete(path);
}
