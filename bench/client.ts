/**
 * The client part of the bench: builds dist/ when it is missing or stale, measures the home
 * route's initial JS (scripts/check-budget.mjs, run as it is), then serves the build with the real
 * server (demo mode, fresh embedded database) for Lighthouse and the paint measurement.
 *
 * The server runs from the bundle the test runs also start (tests/helpers/server-bundle.ts). The
 * bench bundles it again from the sources: on a fresh clone there is none yet, and one left by an
 * earlier test run may be older than the code being measured.
 */
import { spawnSync } from "node:child_process";
import { OwnServer } from "../tests/helpers/e2e/offline-server";
import { bundleServer } from "../tests/helpers/server-bundle";
import type { Figure } from "./goals";
import { homeJsFigure } from "./home-js";
import { benchLighthouse } from "./lighthouse";
import { benchPaint } from "./paint";

function buildIfStale(): void {
  const build = spawnSync(process.execPath, ["scripts/start.mjs", "--build-only"], {
    stdio: "inherit",
  });
  if (build.status !== 0)
    throw new Error(`the build failed (exit ${build.status ?? build.signal})`);
}

export interface ClientOptions {
  port: number;
  lighthouse: boolean;
  paint: boolean;
  lighthouseRuns: number;
  paintRepeats: number;
}

export async function benchClient(options: ClientOptions): Promise<Figure[]> {
  buildIfStale();
  const budget = spawnSync(process.execPath, ["scripts/check-budget.mjs"], { encoding: "utf8" });
  console.log(`\n${budget.stdout.trim()}`);
  const figures: Figure[] = [];
  if (options.lighthouse || options.paint) {
    await bundleServer();
    const server = new OwnServer(options.port);
    try {
      await server.start();
      if (options.lighthouse)
        figures.push(...(await benchLighthouse(server.baseURL, options.lighthouseRuns)));
      if (options.paint) figures.push(...(await benchPaint(server.baseURL, options.paintRepeats)));
    } finally {
      await server.dispose();
    }
  }
  return [...figures, homeJsFigure(budget.stdout)];
}
