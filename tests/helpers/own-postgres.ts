/**
 * A PostgreSQL server of the test's own, from the Debian packages, that the test may stop and
 * start again (the shared one of scripts/with-postgres.sh must stay up for the other tests).
 * As root, PostgreSQL runs as the system user "pgtest", as in scripts/with-postgres.sh.
 */
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";

const PG_USER = "pgtest";

function pgBin(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).filter((v) => existsSync(join(root, v, "bin", "initdb")));
  versions.sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? join(root, newest, "bin") : undefined;
}

export const postgresAvailable = pgBin() !== undefined;

export interface OwnPostgres {
  url: string;
  stop(mode: "fast" | "immediate"): void;
  start(): void;
  destroy(): void;
}

export function ownPostgres(port: number): OwnPostgres {
  const bin = pgBin();
  if (!bin) throw new Error("no PostgreSQL server binaries under /usr/lib/postgresql");
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    try {
      execFileSync("id", ["-u", PG_USER], { stdio: "ignore" });
    } catch {
      execFileSync("useradd", [
        "--system",
        "--no-create-home",
        "--shell",
        "/usr/sbin/nologin",
        PG_USER,
      ]);
    }
  }
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? "runuser" : join(bin, tool);
    const full = asRoot ? ["-u", PG_USER, "--", join(bin, tool), ...args] : args;
    execFileSync(command, full, { stdio: "pipe" });
  };
  const dir = mkdtempSync("/tmp/pgown.");
  if (asRoot) chownSync(dir, Number(execFileSync("id", ["-u", PG_USER]).toString()), 0);
  const data = join(dir, "data");
  run("initdb", [
    "-D",
    data,
    "--auth=trust",
    "--username=postgres",
    "--encoding=UTF8",
    "--no-sync",
  ]);
  const start = () =>
    run("pg_ctl", [
      "-D",
      data,
      "-l",
      join(dir, "server.log"),
      "-w",
      "-t",
      "60",
      "start",
      "-o",
      `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=50`,
    ]);
  start();
  let destroyed = false;
  const destroy = () => {
    if (destroyed) return;
    destroyed = true;
    try {
      run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
    } catch {
      // already stopped
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // pg_ctl starts a daemon, not a child: a test process that ends without its afterAll (a failed
  // or torn-down run) would leave the server holding the port for the next run.
  process.once("exit", destroy);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: (mode) => run("pg_ctl", ["-D", data, "-m", mode, "-w", "stop"]),
    start,
    destroy,
  };
}
