import { readdirSync, readFileSync } from "node:fs";
import { chromium, type BrowserContext } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH, PHONE } from "./chromium";

/**
 * A browser with a profile on disk: closing it and launching again on the same directory is a
 * cold start (new browser process; service worker, Cache Storage and IndexedDB survive).
 */
export function launchProfile(userDataDir: string, baseURL: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    baseURL,
    ...PHONE,
    serviceWorkers: "allow",
  });
}

/**
 * Ends the browser of a profile the way a phone's OS does: SIGKILL to every process that runs on
 * that profile, with no chance to flush or say goodbye. Then Playwright's side is let go.
 */
export async function killBrowser(context: BrowserContext, userDataDir: string): Promise<number> {
  const flag = `--user-data-dir=${userDataDir}`;
  let killed = 0;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    let args: string[];
    try {
      args = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
    } catch {
      continue; // gone meanwhile
    }
    if (!args.includes(flag)) continue;
    try {
      process.kill(Number(pid), "SIGKILL");
      killed += 1;
    } catch {
      // already gone
    }
  }
  await context.close().catch(() => undefined); // the connection is dead; only cleanup remains
  return killed;
}
