/**
 * The server as a real process, as operators run it: for tests of signals, locks, outages and
 * crashes that `app.inject()` cannot show (an unhandled 'error' event ends a process, not a test).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { SERVER_ARGS } from "./server-bundle";

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  base: string;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  exited: Promise<number | null>;
}

/** Starts `command args` with the server's settings for a loopback port of its own. */
export async function launch(
  command: string,
  args: string[],
  env: Record<string, string>,
  opts: { detached?: boolean } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(command, args, {
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      SKIP_BUILD: "1",
      ...env,
    },
    detached: opts.detached ?? false,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let text = "";
  child.stdout?.on("data", (b: Buffer) => (text += b.toString()));
  child.stderr?.on("data", (b: Buffer) => (text += b.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, port, base: `http://127.0.0.1:${port}`, output: () => text, exited };
}

/** server/server.ts in one node process, bundled for this run (server-bundle.ts). */
export function launchServer(env: Record<string, string>): Promise<ServerProcess> {
  return launch(process.execPath, SERVER_ARGS, env);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until GET `path` answers `status` (or `timeoutMs` passes); tells whether it did. */
export async function waitForStatus(
  base: string,
  path: string,
  status: number,
  timeoutMs = 60_000,
): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(3_000) });
      if (res.status === status) return true;
    } catch {
      // not listening (yet, or any more)
    }
    await sleep(200);
  }
  return false;
}

/** True when nothing listens on `base` any more. */
export async function unreachable(base: string): Promise<boolean> {
  try {
    await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(1_000) });
    return false;
  } catch {
    return true;
  }
}
