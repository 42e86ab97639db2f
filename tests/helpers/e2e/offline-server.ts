import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { SERVER_ARGS } from "../server-bundle";
import { copyDbTemplate } from "./db-template";
import { freePort, PortGate } from "./port-gate";

/**
 * A real server of a test's own (scripts/e2e-server.sh starts the shared one, which a test must
 * not stop): on its own port and embedded database, serving a copy of the build so a test
 * can also "deploy" a changed file. stop() and start() close and open its port (port-gate.ts).
 */
export class OwnServer {
  readonly baseURL: string;
  readonly staticDir: string;
  private readonly dataDir: string;
  private child: ReturnType<typeof spawn> | undefined;
  private gate: PortGate | undefined;
  /** Every request the server logged ("incoming request"). */
  private readonly received: { method: string; path: string }[] = [];

  constructor(private readonly port: number) {
    this.baseURL = `http://127.0.0.1:${port}`;
    this.dataDir = mkdtempSync(join(tmpdir(), "portal-offline-db-"));
    this.staticDir = mkdtempSync(join(tmpdir(), "portal-offline-web-"));
    cpSync(process.env.STATIC_DIR ?? "dist", this.staticDir, { recursive: true });
  }

  /** Opens the port; the first time (or should the process have died) the server starts first. */
  async start(): Promise<void> {
    if (this.gate?.isOpen && this.running()) return;
    if (!this.gate?.isOpen) {
      // Someone else's server on the port would answer /healthz and the test would run against
      // the wrong database: refuse instead.
      const taken = await fetch(`${this.baseURL}/healthz`).then(
        () => true,
        () => false,
      );
      if (taken) throw new Error(`port of ${this.baseURL} is already in use`);
    }
    this.gate ??= new PortGate(this.port, await freePort());
    if (!this.running()) await this.spawn(this.gate.targetPort);
    await this.gate.open();
  }

  private running(): boolean {
    return this.child !== undefined && this.child.exitCode === null;
  }

  private async spawn(innerPort: number): Promise<void> {
    // First start: a copy of the migrated and seeded database (later ones keep what is there).
    if (readdirSync(this.dataDir).length === 0) await copyDbTemplate(this.dataDir);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(innerPort),
      // What it was when the server listened on the test's port itself (config.ts's default).
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${this.port}`,
      HOST: "127.0.0.1",
      DATA_DIR: this.dataDir,
      STATIC_DIR: this.staticDir,
      LOG_LEVEL: "info", // the request lines feed requestCounter(); only warnings are shown
    };
    delete env.NODE_ENV; // demo mode: /dev/outbox carries the verification codes
    delete env.DATABASE_URL;
    this.child = spawn(process.execPath, SERVER_ARGS, {
      env,
      stdio: ["ignore", "pipe", "inherit"],
    });
    createInterface({ input: this.child.stdout! }).on("line", (line) => this.read(line));
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error("the test server exited at start");
      const up = await fetch(`http://127.0.0.1:${innerPort}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    throw new Error("the test server did not start within 120 s");
  }

  /**
   * Counts the requests for `method` and `path` that reach the server from now on, whoever sends
   * them (page, service worker, a browser that is still starting), as the server itself logs them.
   */
  requestCounter(method: string, path: string): () => number {
    const from = this.received.length;
    return () =>
      this.received.slice(from).filter((r) => r.method === method && r.path === path).length;
  }

  /** The requests that reach the server from now on, in the order it logs them ("GET /sw.js"). */
  requestOrder(): () => string[] {
    const from = this.received.length;
    return () => this.received.slice(from).map((r) => `${r.method} ${r.path}`);
  }

  private read(line: string): void {
    let entry: { level?: number; msg?: string; req?: { method?: string; url?: string } };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      process.stdout.write(`${line}\n`);
      return;
    }
    if (entry.msg === "incoming request" && entry.req?.method && entry.req.url) {
      const path = new URL(entry.req.url, this.baseURL).pathname;
      this.received.push({ method: entry.req.method, path });
    }
    if ((entry.level ?? 0) >= 40) process.stdout.write(`${line}\n`);
  }

  /**
   * The network "goes away": connections to the port are refused and the open ones cut. The
   * server keeps running behind the closed port (as it does when a phone loses its network),
   * with its database and its log.
   */
  async stop(): Promise<void> {
    await this.gate?.close();
  }

  async dispose(): Promise<void> {
    await this.stop();
    const child = this.child;
    this.child = undefined;
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(this.dataDir, { recursive: true, force: true });
    rmSync(this.staticDir, { recursive: true, force: true });
  }
}

// The browsers of these tests (kept in a file of their own).
export { killBrowser, launchProfile } from "./browser-profile";
