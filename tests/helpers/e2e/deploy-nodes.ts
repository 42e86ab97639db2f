import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SERVER_ARGS } from "../server-bundle";

/**
 * Helpers of the rolling-deploy test: a second build of the PWA, and server nodes that share one
 * PostgreSQL database but each serve their own STATIC_DIR, as two nodes do halfway through a deploy.
 */

/**
 * Build N+1 (next-build.vite.config.ts) into `outDir` (the config builds to STATIC_DIR). The
 * catalogs are already compiled: the build under test (N) needed them.
 */
export function buildNext(outDir: string): void {
  const config = "tests/helpers/e2e/next-build.vite.config.ts";
  const result = spawnSync(
    "node_modules/.bin/vite",
    ["build", "--config", config, "--logLevel", "warn"],
    {
      env: { ...process.env, STATIC_DIR: outDir },
      encoding: "utf8",
    },
  );
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stdout}${result.stderr}`);
}

/** The script a build emitted for a source module (.vite/manifest.json). */
export function builtFile(staticDir: string, source: string): string {
  const file = manifestOf(staticDir)[source]?.file;
  if (!file) throw new Error(`no script for ${source} in ${staticDir}'s manifest`);
  return `/${file}`;
}

/** The app's one stylesheet (vite.config.ts builds with cssCodeSplit: false). */
export function stylesheetOf(staticDir: string): string {
  const file = manifestOf(staticDir)["style.css"]?.file;
  if (!file) throw new Error(`no style.css in ${staticDir}'s manifest`);
  return `/${file}`;
}

function manifestOf(staticDir: string): Record<string, { file: string }> {
  return JSON.parse(readFileSync(join(staticDir, ".vite", "manifest.json"), "utf8")) as Record<
    string,
    { file: string }
  >;
}

/** The app chunk a build's index.html loads (its name changes with every build). */
export function entryOf(staticDir: string): string {
  const html = readFileSync(join(staticDir, "index.html"), "utf8");
  const src = /<script type="module" crossorigin src="(\/assets\/app-[^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error(`no app chunk in ${staticDir}/index.html`);
  return src;
}

export interface Node {
  url: string;
  log(): string;
  stop(): Promise<void>;
}

/** server/server.ts on `port`, demo mode, on the shared database, serving `staticDir`. */
export async function startNode(
  port: number,
  staticDir: string,
  databaseUrl: string,
): Promise<Node> {
  const url = `http://127.0.0.1:${port}`;
  const taken = await fetch(`${url}/healthz`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already in use`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    STATIC_DIR: staticDir,
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: url,
    LOG_LEVEL: "warn",
  };
  delete env.NODE_ENV; // demo mode: /dev/outbox carries the verification codes
  const child = spawn(process.execPath, SERVER_ARGS, { env });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`node on ${port} exited at start:\n${output}`);
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, log: () => output, stop };
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stop();
  throw new Error(`node on ${port} did not start within 60 s:\n${output}`);
}
