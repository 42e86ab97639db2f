/**
 * Lighthouse 12 (mobile: simulated slow 4G and 4x CPU) on the built PWA served by the real server,
 * signed in as the demo user, through Debian's Chromium (chrome-launcher, never a downloaded
 * browser). Lighthouse resets the service worker and Cache Storage before each run, so each run is
 * a cold load; the session (IndexedDB token store) is kept, so the runs stay signed in.
 */
import { chromium, request } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/helpers/e2e/chromium";
import { loginCode } from "../tests/helpers/e2e/session";
import { atLeast, atMost, median, MILLISECONDS, notMeasured, POINTS, type Figure } from "./goals";

export const CHROMIUM = CHROMIUM_PATH;
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

export const LIGHTHOUSE_NOTE =
  "Lighthouse 12.2.3, default mobile settings (simulated slow 4G, 4x CPU), performance and accessibility only, through /usr/bin/chromium. Before each run it clears the service worker and Cache Storage (a cold load) and keeps IndexedDB, where the signed-in session lives; a run that lands elsewhere than the page (e.g. /login) counts as a miss.";

export interface PageRuns {
  path: string;
  performance: number[];
  accessibility: number[];
  tbt: number[];
  lcp: number[];
  /** Lighthouse's measure of the host's CPU speed at each run (higher is faster). */
  benchmarkIndex: number[];
  /** The browser's version, as it told Lighthouse ("156.0.8078.108"). */
  browser?: string;
  /** Runs that ended up somewhere else (e.g. the login page): their scores are not the page's. */
  offPage: string[];
}

/** Passes the demo login in the launched browser: its token store then holds a session. */
async function signIn(baseURL: string, port: number): Promise<void> {
  const api = await request.newContext({ baseURL });
  const code = await loginCode(api);
  await api.dispose();
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await (browser.contexts()[0] ?? (await browser.newContext())).newPage();
    await page.goto(`${baseURL}/loginSuccess?code=${encodeURIComponent(code)}`);
    await page.waitForURL((url) => !/^\/(loginSuccess|login)\b/.test(url.pathname), {
      timeout: 30_000,
    });
    await page.close();
  } finally {
    await browser.close();
  }
}

/** Trace failures (NO_NAVSTART and the like) happen on a loaded machine: a run is tried twice. */
async function lighthouseRun(url: string, port: number) {
  let failure = "";
  for (let attempt = 1; attempt <= 2; attempt++) {
    const answer = await lighthouse(url, {
      port,
      logLevel: "error",
      output: "json",
      onlyCategories: ["performance", "accessibility"],
    });
    if (answer && !answer.lhr.runtimeError) return answer.lhr;
    failure = answer?.lhr.runtimeError?.message ?? "no result";
    console.log(`  ${url}: Lighthouse failed (${failure}), attempt ${attempt} of 2`);
  }
  throw new Error(`Lighthouse on ${url} failed twice: ${failure}`);
}

async function runPage(
  baseURL: string,
  port: number,
  path: string,
  runs: number,
): Promise<PageRuns> {
  const result: PageRuns = {
    path,
    performance: [],
    accessibility: [],
    tbt: [],
    lcp: [],
    benchmarkIndex: [],
    offPage: [],
  };
  for (let i = 0; i < runs; i++) {
    const lhr = await lighthouseRun(`${baseURL}${path}`, port);
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== path) result.offPage.push(landed);
    result.performance.push(Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100));
    result.accessibility.push(
      Math.round((lhr.categories.accessibility?.score ?? Number.NaN) * 100),
    );
    result.tbt.push(lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN);
    result.lcp.push(lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN);
    result.benchmarkIndex.push(lhr.environment.benchmarkIndex);
    result.browser ??= /Chrome\/([\d.]+)/.exec(lhr.environment.hostUserAgent)?.[1];
    console.log(
      `  ${path} run ${i + 1}: performance ${result.performance.at(-1)}, accessibility ${result.accessibility.at(-1)}, ` +
        `TBT ${result.tbt.at(-1)?.toFixed(0)} ms, LCP ${result.lcp.at(-1)?.toFixed(0)} ms${landed !== path ? `, landed on ${landed}` : ""}`,
    );
  }
  return result;
}

const scores = (values: readonly number[]) =>
  `median ${median(values)}, min ${Math.min(...values)} (${values.join(", ")})`;

const offPageVerdict = (runs: PageRuns) =>
  runs.offPage.length > 0
    ? { met: false, text: `${runs.offPage.length} runs landed on ${runs.offPage.join(", ")}` }
    : undefined;

/**
 * The simulated 4x slowdown multiplies what the page's tasks took on this host, so the same build
 * scores lower on a slower or busier host: the figures are read beside this one.
 */
export function hostSpeedFigure(runs: readonly PageRuns[]): Figure {
  const indexes = runs.flatMap((page) => page.benchmarkIndex).map(Math.round);
  const spread = indexes.length ? `, ${Math.min(...indexes)}-${Math.max(...indexes)}` : "";
  const browser = runs.find((page) => page.browser)?.browser;
  return {
    name: "Lighthouse's benchmark index of this host (CPU speed, higher is faster)",
    value:
      `median ${Math.round(median(indexes))} over ${indexes.length} runs${spread}` +
      (browser ? `; Chromium ${browser}` : ""),
    goal: "the host's speed",
  };
}

export function lighthouseFigures(home: PageRuns, user: PageRuns, chart: PageRuns): Figure[] {
  const homeTbt = median(home.tbt);
  return [
    hostSpeedFigure([home, user, chart]),
    {
      name: "Lighthouse mobile /, signed in: performance",
      value: scores(home.performance),
      goal: ">= 97 every run",
      verdict: offPageVerdict(home) ?? atLeast(Math.min(...home.performance), 97, POINTS),
    },
    {
      name: "Lighthouse mobile /: total blocking time",
      value: `median ${homeTbt.toFixed(0)} ms, max ${Math.max(...home.tbt).toFixed(0)} ms`,
      goal: "<= 150 ms",
      verdict: atMost(homeTbt, 150, MILLISECONDS),
    },
    {
      // Not in the performance issue's table, but a budget of DESIGN.md section 9.
      name: "Lighthouse mobile /: largest contentful paint",
      value: `median ${median(home.lcp).toFixed(0)} ms`,
      goal: "<= 1800 ms (DESIGN 9)",
      verdict: offPageVerdict(home) ?? atMost(median(home.lcp), 1800, MILLISECONDS),
    },
    {
      name: "Lighthouse mobile /user: performance",
      value: scores(user.performance),
      goal: ">= 97",
      verdict: offPageVerdict(user) ?? atLeast(median(user.performance), 97, POINTS),
    },
    {
      name: "Lighthouse mobile /OrganizationView: accessibility",
      value: scores(chart.accessibility),
      goal: "100",
      verdict: offPageVerdict(chart) ?? atLeast(Math.min(...chart.accessibility), 100, POINTS),
    },
    {
      name: "Lighthouse mobile /OrganizationView: performance",
      value: scores(chart.performance),
      goal: ">= 97",
      verdict: offPageVerdict(chart) ?? atLeast(median(chart.performance), 97, POINTS),
    },
  ];
}

export const LIGHTHOUSE_GOALS = [
  ["Lighthouse mobile /, signed in", ">= 97 every run, TBT <= 150 ms, LCP <= 1800 ms"],
  ["Lighthouse mobile /user", ">= 97"],
  ["Lighthouse mobile /OrganizationView", "accessibility 100, performance >= 97"],
] as const;

export async function benchLighthouse(baseURL: string, runs: number): Promise<Figure[]> {
  console.log(`\nLighthouse ${runs} runs per page (mobile, signed in as demo)`);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    await signIn(baseURL, chrome.port);
    const home = await runPage(baseURL, chrome.port, "/", runs);
    const user = await runPage(baseURL, chrome.port, "/user", runs);
    const chart = await runPage(baseURL, chrome.port, "/OrganizationView", runs);
    return lighthouseFigures(home, user, chart);
  } catch (error) {
    console.log(`Lighthouse could not run: ${String(error)}`);
    return LIGHTHOUSE_GOALS.map(([name, goal]) => notMeasured(name, goal, String(error)));
  } finally {
    chrome.kill();
  }
}
