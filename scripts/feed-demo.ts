/**
 * `npm run feed:demo`: plays the source systems against a running demo, so the live parts of
 * the portal visibly live. Every minute it moves a few people's approval counts, points and work
 * time, and the weather of every region, through the feed API (docs/integration.md "Feeds"),
 * and prints what it changed.
 *   FEED_BASE_URL (default http://localhost:8080), FEED_KEY (default demo-integration-key),
 *   FEED_INTERVAL_SECONDS (default 60); `--once` sends one round and stops.
 */
import { DEMO_INTEGRATION_KEY } from "../server/lib/api-key-secret";
import { WEATHER } from "../server/db/seed/content-data";
import { REGION_NAMES } from "../server/db/seed/name-translations";

const BASE = (process.env.FEED_BASE_URL ?? "http://localhost:8080").replace(/\/+$/, "");
const KEY = process.env.FEED_KEY ?? DEMO_INTEGRATION_KEY;
const INTERVAL_MS = Number(process.env.FEED_INTERVAL_SECONDS ?? 60) * 1000;
/** The demo accounts whose My page shows the figures (README "Demo accounts"). */
const PEOPLE = ["demo", "demo280", "admin", "admin280", "newbie"];
const CONDITIONS = ["맑음", "구름많음", "흐림", "비", "소나기", "눈", "안개"];

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const step = (value: number, spread: number, min = 0) =>
  Math.max(min, value + Math.round((Math.random() * 2 - 1) * spread));

const state = new Map(
  PEOPLE.map((id) => [
    id,
    { draft: 3, reject: 1, approve: 5, receive: 2, share: 4, point: 845_300, record: 5_850 },
  ]),
);
let weather = WEATHER.map((w) => ({ ...w }));

async function put(path: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${BASE}${path}`, {
    method: "PUT",
    headers: { authorization: `Bearer ${KEY}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = (await res.json().catch(() => null)) as { result?: unknown; message?: string };
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${json?.message ?? ""}`);
  return json.result;
}

async function round(): Promise<void> {
  const time = new Date().toTimeString().slice(0, 8); // HH:mm:ss, local time
  const batch = PEOPLE.map((accountId) => {
    const s = state.get(accountId)!;
    s.approve = step(s.approve, 2);
    s.draft = step(s.draft, 1);
    s.point = step(s.point, 20_000);
    s.record = Math.min(s.record + 30 + Math.round(Math.random() * 30), 10_080);
    return {
      accountId,
      approval: {
        draftCount: s.draft,
        rejectCount: s.reject,
        apprBeforeCount: s.approve,
        receiveBeforeCount: s.receive,
        shareCount: s.share,
      },
      point: { basicPoint: 1_200_000, remainPoint: s.point },
      workTime: { requireTime: 9_600, planTime: 10_080, recordTime: s.record },
    };
  });
  const figures = (await put("/api/integration/figures", batch)) as { unknownAccountIds: string[] };
  for (const p of batch) {
    if (figures.unknownAccountIds.includes(p.accountId)) continue;
    console.log(
      `${time} ${p.accountId}: 결재 대기 ${p.approval.apprBeforeCount}, 기안 ${p.approval.draftCount}, ` +
        `포인트 ${p.point.remainPoint}, 근무 ${p.workTime.recordTime}분`,
    );
  }
  weather = weather.map((w) => {
    const todayTemperature = Math.round((w.todayTemperature + (Math.random() * 2 - 1)) * 10) / 10;
    const changed = Math.random() < 0.3 ? pick(CONDITIONS) : w.weatherIconName;
    return { ...w, todayTemperature, weatherIconName: changed };
  });
  await put(
    "/api/integration/weather",
    weather.map((w) => ({ ...w, translations: REGION_NAMES[w.region] ?? {} })),
  );
  console.log(
    `${time} 날씨: ${weather.map((w) => `${w.region} ${w.weatherIconName} ${w.todayTemperature}°C`).join(", ")}`,
  );
}

async function main(): Promise<void> {
  console.log(`Feeding ${BASE} every ${INTERVAL_MS / 1000} s (Ctrl+C stops)`);
  for (;;) {
    try {
      await round();
    } catch (error) {
      // The demo may be restarting: say so and try again next round.
      console.error(`round failed: ${(error as Error).message}`);
    }
    if (process.argv.includes("--once")) return;
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
  }
}

await main();
