/**
 * Notices and billboards are group-wide or one affiliate's own: a caller sees the group's and
 * those of the company of its token, never another company's, on every endpoint. The seed has
 * 한빛테크 (280) and 한빛건설 (110) items; company 1's are added here.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billboards, notices } from "../../server/db/schema";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { resultOf, signIn, type Caller } from "../helpers/portal-support";

const HOLDINGS_NOTICE = "[한빛홀딩스] 임원 회의 결과 공유"; // company 1, popup
const HOLDINGS_BILLBOARD = "한빛홀딩스 사내 공모전";
const TECH_NOTICE = "[한빛테크] 코드 리뷰 가이드 개정"; // seed, company 280
const TECH_POPUP = "[한빛테크] 개발 서버 이전 안내"; // seed, company 280, popup
const TECH_BILLBOARD = "한빛테크 사내 해커톤 참가 신청"; // seed, company 280
const ENC_NOTICE = "[한빛건설] 동절기 현장 안전 수칙"; // seed, company 110
const ENC_BILLBOARD = "한빛건설 현장 안전 점검의 달"; // seed, company 110
const GROUP_NOTICE = "그룹 포털 정기 점검 안내"; // seed, group-wide

let t: TestApp;
let demo: Caller; // company 1 (primary job)
let demo280: Caller; // company 280 only
let demoIn280: Caller; // the demo user after switching to 280
beforeAll(async () => {
  t = await createTestApp();
  await t.app.db.insert(notices).values({
    companyId: 1,
    title: HOLDINGS_NOTICE,
    content: "<p>본문</p>",
    author: "비서실",
    popup: true,
  });
  await t.app.db.insert(billboards).values({ companyId: 1, title: HOLDINGS_BILLBOARD });
  demo = await signIn(t.app, "demo");
  demo280 = await signIn(t.app, "demo280");
  demoIn280 = await signIn(t.app, "demo", 280);
});
afterAll(() => t?.close());

interface BoardList {
  items: { postId: number; title: string }[];
  total: number;
}

async function board(caller: Caller) {
  const list = resultOf<BoardList>(await caller.get("/api/board?page=1&size=50"));
  return { total: list.total, titles: list.items.map((n) => n.title) };
}

const postIdOf = async (title: string) =>
  (await t.app.db.select({ id: notices.postId }).from(notices).where(eq(notices.title, title)))[0]
    ?.id;

describe("notice board", () => {
  it("lists the group's notices and the caller's company's, counted alike", async () => {
    const one = await board(demo);
    expect(one.total).toBe(31);
    expect(one.titles).toHaveLength(31);
    expect(one.titles).toEqual(expect.arrayContaining([HOLDINGS_NOTICE, GROUP_NOTICE]));
    for (const other of [TECH_NOTICE, TECH_POPUP, ENC_NOTICE])
      expect(one.titles).not.toContain(other);

    const tech = await board(demo280);
    expect(tech.total).toBe(32);
    expect(tech.titles).toHaveLength(32);
    expect(tech.titles).toEqual(expect.arrayContaining([TECH_NOTICE, TECH_POPUP, GROUP_NOTICE]));
    for (const other of [HOLDINGS_NOTICE, ENC_NOTICE]) expect(tech.titles).not.toContain(other);
  });

  it("follows the company of the token: switching to 280 swaps company 1's notices for 280's", async () => {
    const switched = await board(demoIn280);
    expect(switched.titles).toContain(TECH_NOTICE);
    expect(switched.titles).not.toContain(HOLDINGS_NOTICE);
    expect(switched).toEqual(await board(demo280));
    // The company-1 token of the same account still sees company 1's board, not 280's.
    const before = await board(demo);
    expect(before.titles).toContain(HOLDINGS_NOTICE);
    expect(before.titles).not.toContain(TECH_NOTICE);
  });

  it("answers another company's notice exactly like a missing one (404), its own with 200", async () => {
    const holdings = await postIdOf(HOLDINGS_NOTICE);
    const tech = await postIdOf(TECH_NOTICE);
    const enc = await postIdOf(ENC_NOTICE);
    const group = await postIdOf(GROUP_NOTICE);
    const missing = await demo.get("/api/board/999999");
    expect(missing.statusCode).toBe(404);
    for (const [caller, postId] of [
      [demo, tech],
      [demo, enc],
      [demo280, holdings],
      [demo280, enc],
      [demoIn280, holdings],
    ] as const) {
      const res = await caller.get(`/api/board/${postId}`);
      expect(res.statusCode, `post ${postId}`).toBe(404);
      expect(res.json()).toEqual(missing.json());
    }
    expect(resultOf<{ title: string }>(await demo.get(`/api/board/${holdings}`)).title).toBe(
      HOLDINGS_NOTICE,
    );
    expect(resultOf<{ title: string }>(await demoIn280.get(`/api/board/${tech}`)).title).toBe(
      TECH_NOTICE,
    );
    for (const caller of [demo, demo280]) resultOf(await caller.get(`/api/board/${group}`));
  });

  it("lists only the caller's company's popups next to the group's", async () => {
    const popupOf = async (caller: Caller) =>
      resultOf<{ items: { title: string }[] }>(await caller.get("/api/board/popup")).items.map(
        (i) => i.title,
      );
    const one = await popupOf(demo);
    expect(one).toHaveLength(4); // the seed's three group-wide popups + company 1's
    expect(one[0]).toBe(HOLDINGS_NOTICE);
    expect(one).not.toContain(TECH_POPUP);
    for (const caller of [demo280, demoIn280]) {
      const tech = await popupOf(caller);
      expect(tech).toHaveLength(4);
      expect(tech[0]).toBe(TECH_POPUP);
      expect(tech).not.toContain(HOLDINGS_NOTICE);
      expect(tech.slice(1)).toEqual(one.slice(1)); // the same group-wide three
    }
  });
});

describe("billboards", () => {
  it("shows the group's billboards and the caller's company's, never another company's", async () => {
    const titlesOf = async (caller: Caller) =>
      resultOf<{ title: string }[]>(await caller.get("/api/banner/display")).map((b) => b.title);
    const one = await titlesOf(demo);
    expect(one).toHaveLength(5);
    expect(one[0]).toBe(HOLDINGS_BILLBOARD); // the newest
    expect(one).not.toContain(TECH_BILLBOARD);
    expect(one).not.toContain(ENC_BILLBOARD);
    for (const caller of [demo280, demoIn280]) {
      const tech = await titlesOf(caller);
      expect(tech).toHaveLength(5);
      expect(tech).toContain(TECH_BILLBOARD);
      expect(tech).not.toContain(HOLDINGS_BILLBOARD);
      expect(tech).not.toContain(ENC_BILLBOARD);
    }
  });
});
