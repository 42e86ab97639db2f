/**
 * One process per embedded data directory. PGlite has no lock of its own, and two processes on
 * one directory silently lose each other's writes, so the directory holds a lock file naming its
 * owner. A lock whose owner is gone (killed, crashed, machine restarted) is taken over; a live
 * owner makes the new process refuse to start before it reads or writes anything.
 */
import { readFileSync } from "node:fs";
import { open, readFile, rm } from "node:fs/promises";
import { hostname } from "node:os";
import { join, resolve } from "node:path";

export const LOCK_FILE = ".group-portal.lock";

interface Owner {
  pid: number;
  host: string;
  /** The kernel's start time of the process, so a recycled pid is not mistaken for the owner. */
  started: string | null;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: Owner,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another Group Portal process (pid ${owner.pid} on ${owner.host}). ` +
        "Stop that process first, or start this one with another DATA_DIR.",
    );
    this.name = "DataDirLockedError";
  }
}

/** Field 22 of /proc/<pid>/stat; null where there is no /proc. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(owner: Owner): boolean {
  if (owner.host !== hostname()) return true; // another machine's process: cannot tell, so assume
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"; // alive, under another user
  }
  const started = startTimeOf(owner.pid);
  return owner.started === null || started === null || started === owner.started;
}

async function readOwner(path: string): Promise<Owner | null> {
  try {
    const owner = JSON.parse(await readFile(path, "utf8")) as Partial<Owner>;
    return typeof owner.pid === "number" && typeof owner.host === "string"
      ? { pid: owner.pid, host: owner.host, started: owner.started ?? null }
      : null;
  } catch {
    return null; // unreadable or half-written: the writer died before finishing
  }
}

/** Takes the directory's lock or throws DataDirLockedError. Resolves with the release function. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const dir = resolve(dataDir);
  const path = join(dir, LOCK_FILE);
  const me: Owner = { pid: process.pid, host: hostname(), started: startTimeOf(process.pid) };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const file = await open(path, "wx"); // fails if the file exists: the atomic step
      await file.writeFile(JSON.stringify(me));
      await file.close();
      return () => rm(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = await readOwner(path);
    if (owner && isAlive(owner)) throw new DataDirLockedError(dir, owner);
    await rm(path, { force: true }); // stale: its owner is gone
  }
  throw new DataDirLockedError(dir, (await readOwner(path)) ?? { ...me, pid: -1 });
}
