import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SERVER_ARGS } from "../server-bundle";
import { copyDbTemplate } from "./db-template";

/** A real server of a test's own, next to the shared one: extra settings, a database of its own. */
export interface OwnServer {
  url: string;
  /** Everything the server printed so far (debug level: every request line). */
  log(): string;
  stop(): Promise<void>;
}

export async function startOwnServer(
  port: number,
  extraEnv: Record<string, string> = {},
): Promise<OwnServer> {
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "portal-own-db-"));
  await copyDbTemplate(dataDir); // migrated and seeded already (db-template.ts)
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    LOG_LEVEL: "debug",
    ...extraEnv,
  };
  delete env.NODE_ENV; // demo mode, as `npm start` runs it
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, SERVER_ARGS, { env });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the test server exited at start:\n${output}`);
    }
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    ) {
      return { url, log: () => output, stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stop();
  throw new Error(`the test server did not start within 120 s:\n${output}`);
}
