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

/** Fields 3 onwards of /proc/<pid>/stat (after the command name); null where there is no /proc. */
function statOf(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null;
  }
}

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot. */
function startTimeOf(pid: number): string | null {
  return statOf(pid)?.[19] ?? null;
}

function isAlive(owner: Owner): boolean {
  if (owner.host !== hostname()) return true; // another machine's process: cannot tell, so assume
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"; // alive, under another user
  }
  // A killed process whose parent died too can stay a zombie for a while (a container without
  // an init that reaps it): signal 0 still reaches it, but it holds nothing any more.
  if (statOf(owner.pid)?.[0] === "Z") return false;
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
