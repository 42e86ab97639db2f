import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import * as fs from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/**
 * The embedded database a test server starts on, made once and copied. A server on an empty
 * DATA_DIR spends about 10 s of CPU on initdb, the migrations and the demo seed (18 s to
 * /healthz instead of 8 s on two cores), and the e2e run starts one for the shared server and one
 * per file with a server of its own. So one migrated and seeded directory is kept under
 * node_modules/.tmp and every server gets its own copy of it: a database of its own, as before.
 *
 * Its name holds a hash of what decides its contents (server/db, server/lib, the PGlite version)
 * and the hour it was made in (UTC): the seed dates notices, logins and passwords relative to
 * its `now`, so a copy is never more than about an hour older than a seed at the server's start
 * would be (the shared server's database is as old as the run anyway), and never from another
 * day in Seoul (UTC+9: its midnight starts an hour in UTC too).
 */
const ROOT = join("node_modules", ".tmp", "e2e-db-template");
const BUILD_TIMEOUT_MS = 180_000;

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((name) => join(dir, name))
    .filter((path) => fs.statSync(path).isFile())
    .sort();
}

function templateDir(): string {
  const hash = createHash("sha256");
  for (const path of [...filesUnder("server/db"), ...filesUnder("server/lib")]) {
    hash.update(`${path}\0`).update(fs.readFileSync(path)).update("\0");
  }
  hash.update(fs.readFileSync("node_modules/@electric-sql/pglite/package.json"));
  const hour = new Date().toISOString().slice(0, 13).replace(/\D/g, "");
  return join(ROOT, `${hash.digest("hex").slice(0, 16)}-${hour}`);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function stale(lockPath: string): boolean {
  try {
    const owner = Number(fs.readFileSync(lockPath, "utf8"));
    // Empty: just created, its pid still to be written, unless the maker died right then.
    if (!owner) return Date.now() - fs.statSync(lockPath).mtimeMs > 10_000;
    return !alive(owner);
  } catch {
    return false; // released meanwhile: the next attempt takes it
  }
}

/** Takes `${dir}.lock` (workers of one run, or two runs, may want the same template at once). */
async function lock(path: string): Promise<() => void> {
  const deadline = Date.now() + BUILD_TIMEOUT_MS;
  for (;;) {
    try {
      const fd = fs.openSync(path, "wx");
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return () => fs.rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    if (stale(path)) fs.rmSync(path, { force: true }); // its maker died
    if (Date.now() > deadline) throw new Error(`${path} held for over ${BUILD_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function build(dir: string): Promise<void> {
  const partial = `${dir}.partial-${process.pid}`;
  fs.rmSync(partial, { recursive: true, force: true });
  const child = spawn(
    "node_modules/.bin/tsx",
    ["tests/helpers/e2e/db-template-build.ts", partial],
    {
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  const code = await new Promise((resolve) => child.once("exit", resolve));
  if (code !== 0) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw new Error(`building the e2e database template failed (exit ${String(code)})`);
  }
  fs.renameSync(partial, dir); // readers see a complete template or none
}

/** The template's path, made first when this hour has none. */
export async function dbTemplate(): Promise<string> {
  const dir = templateDir();
  if (fs.existsSync(dir)) return dir;
  fs.mkdirSync(ROOT, { recursive: true });
  const unlock = await lock(`${dir}.lock`);
  try {
    if (!fs.existsSync(dir)) await build(dir); // unless another process made it meanwhile
  } finally {
    unlock();
  }
  // Templates of earlier hours or sources; one that old is no longer being copied.
  for (const name of fs.readdirSync(ROOT)) {
    const path = join(ROOT, name);
    if (Date.now() - fs.statSync(path).mtimeMs > 6 * 3_600_000) {
      fs.rmSync(path, { recursive: true, force: true });
    }
  }
  return dir;
}

/** Fills the empty `dataDir` with a copy of the template. */
export async function copyDbTemplate(dataDir: string): Promise<void> {
  fs.cpSync(await dbTemplate(), dataDir, { recursive: true });
}

// scripts/e2e-server.sh: `tsx tests/helpers/e2e/db-template.ts <dataDir>`; without a directory
// only the template is made (scripts/test.sh, beside the build).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dataDir = process.argv[2];
  if (dataDir) await copyDbTemplate(dataDir);
  else console.log(`e2e database template: ${await dbTemplate()}`);
}
