/**
 * Notices and billboards are group-wide or one affiliate's own: a caller sees the group's and
 * those of the company of its token, never another company's, on every endpoint. Three
 * companies here: 홀딩스 (the member's), 테크 (the member's second job, and the only job of a
 * colleague) and 건설 (nobody's), each with items of its own next to the group's.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notices } from "../../server/db/schema";
import {
  addJob,
  createBanner,
  createCompany,
  createNotice,
  createUser,
} from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { resultOf, signIn, type Caller } from "../helpers/portal-support";

const HOLDINGS_NOTICE = "[한빛홀딩스] 임원 회의 결과 공유"; // popup
const HOLDINGS_BILLBOARD = "한빛홀딩스 사내 공모전";
const TECH_NOTICE = "[한빛테크] 코드 리뷰 가이드 개정";
const TECH_POPUP = "[한빛테크] 개발 서버 이전 안내"; // popup
const TECH_BILLBOARD = "한빛테크 사내 해커톤 참가 신청";
const ENC_NOTICE = "[한빛건설] 동절기 현장 안전 수칙";
const ENC_BILLBOARD = "한빛건설 현장 안전 점검의 달";
const GROUP_NOTICE = "그룹 포털 정기 점검 안내";
const GROUP_POPUPS = 3;
const GROUP_NOTICES = 1 + GROUP_POPUPS;
const DAY = 86_400_000;

let t: TestApp;
let member: Caller; // 홀딩스 (primary job)
let techMember: Caller; // 테크 only
let memberInTech: Caller; // the member after switching to 테크
beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  const [holdings, tech, enc] = await Promise.all([
    createCompany(db),
    createCompany(db),
    createCompany(db),
  ]);
  // Group-wide items are older than the companies' own, so each company's come first.
  const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
  await createNotice(db, { title: GROUP_NOTICE, createdAt: daysAgo(10) });
  for (let i = 0; i < GROUP_POPUPS; i++)
    await createNotice(db, { popup: true, createdAt: daysAgo(9 - i) });
  for (let i = 0; i < 5; i++) await createBanner(db, { updatedAt: daysAgo(10 + i) });
  await createNotice(db, { companyId: holdings.id, title: HOLDINGS_NOTICE, popup: true });
  await createNotice(db, { companyId: tech.id, title: TECH_NOTICE, createdAt: daysAgo(2) });
  await createNotice(db, { companyId: tech.id, title: TECH_POPUP, popup: true });
  await createNotice(db, { companyId: enc.id, title: ENC_NOTICE, popup: true });
  await createBanner(db, { companyId: holdings.id, title: HOLDINGS_BILLBOARD, sortOrder: 0 });
  await createBanner(db, {
    companyId: tech.id,
    title: TECH_BILLBOARD,
    sortOrder: 0,
    updatedAt: daysAgo(1),
  });
  await createBanner(db, { companyId: enc.id, title: ENC_BILLBOARD });
  const user = await createUser(db, { companyId: holdings.id });
  await addJob(db, user, { companyId: tech.id });
  member = await signIn(t.app, user);
  techMember = await signIn(t.app, await createUser(db, { companyId: tech.id }));
  memberInTech = await signIn(t.app, user, tech.id);
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
    const one = await board(member);
    expect(one.total).toBe(GROUP_NOTICES + 1);
    expect(one.titles).toHaveLength(GROUP_NOTICES + 1);
    expect(one.titles).toEqual(expect.arrayContaining([HOLDINGS_NOTICE, GROUP_NOTICE]));
    for (const other of [TECH_NOTICE, TECH_POPUP, ENC_NOTICE])
      expect(one.titles).not.toContain(other);

    const tech = await board(techMember);
    expect(tech.total).toBe(GROUP_NOTICES + 2);
    expect(tech.titles).toHaveLength(GROUP_NOTICES + 2);
    expect(tech.titles).toEqual(expect.arrayContaining([TECH_NOTICE, TECH_POPUP, GROUP_NOTICE]));
    for (const other of [HOLDINGS_NOTICE, ENC_NOTICE]) expect(tech.titles).not.toContain(other);
  });

  it("follows the company of the token: switching to 테크 swaps 홀딩스' notices for 테크's", async () => {
    const switched = await board(memberInTech);
    expect(switched.titles).toContain(TECH_NOTICE);
    expect(switched.titles).not.toContain(HOLDINGS_NOTICE);
    expect(switched).toEqual(await board(techMember));
    // The 홀딩스 token of the same account still sees 홀딩스' board, not 테크's.
    const before = await board(member);
    expect(before.titles).toContain(HOLDINGS_NOTICE);
    expect(before.titles).not.toContain(TECH_NOTICE);
  });

  it("answers another company's notice exactly like a missing one (404), its own with 200", async () => {
    const holdings = await postIdOf(HOLDINGS_NOTICE);
    const tech = await postIdOf(TECH_NOTICE);
    const enc = await postIdOf(ENC_NOTICE);
    const group = await postIdOf(GROUP_NOTICE);
    const missing = await member.get("/api/board/999999");
    expect(missing.statusCode).toBe(404);
    for (const [caller, postId] of [
      [member, tech],
      [member, enc],
      [techMember, holdings],
      [techMember, enc],
      [memberInTech, holdings],
    ] as const) {
      const res = await caller.get(`/api/board/${postId}`);
      expect(res.statusCode, `post ${postId}`).toBe(404);
      expect(res.json()).toEqual(missing.json());
    }
    expect(resultOf<{ title: string }>(await member.get(`/api/board/${holdings}`)).title).toBe(
      HOLDINGS_NOTICE,
    );
    expect(resultOf<{ title: string }>(await memberInTech.get(`/api/board/${tech}`)).title).toBe(
      TECH_NOTICE,
    );
    for (const caller of [member, techMember]) resultOf(await caller.get(`/api/board/${group}`));
  });

  it("lists only the caller's company's popups next to the group's", async () => {
    const popupOf = async (caller: Caller) =>
      resultOf<{ items: { title: string }[] }>(await caller.get("/api/board/popup")).items.map(
        (i) => i.title,
      );
    const one = await popupOf(member);
    expect(one).toHaveLength(GROUP_POPUPS + 1); // the group's popups + the company's
    expect(one[0]).toBe(HOLDINGS_NOTICE);
    expect(one).not.toContain(TECH_POPUP);
    for (const caller of [techMember, memberInTech]) {
      const tech = await popupOf(caller);
      expect(tech).toHaveLength(GROUP_POPUPS + 1);
      expect(tech[0]).toBe(TECH_POPUP);
      expect(tech).not.toContain(HOLDINGS_NOTICE);
      expect(tech.slice(1)).toEqual(one.slice(1)); // the same group-wide ones
    }
  });
});

describe("billboards", () => {
  it("shows the group's billboards and the caller's company's, never another company's", async () => {
    const titlesOf = async (caller: Caller) =>
      resultOf<{ title: string }[]>(await caller.get("/api/banner/display")).map((b) => b.title);
    const one = await titlesOf(member);
    expect(one).toHaveLength(5);
    expect(one[0]).toBe(HOLDINGS_BILLBOARD); // sortOrder 0: first (API.md "Wave-2 conventions")
    expect(one).not.toContain(TECH_BILLBOARD);
    expect(one).not.toContain(ENC_BILLBOARD);
    for (const caller of [techMember, memberInTech]) {
      const tech = await titlesOf(caller);
      expect(tech).toHaveLength(5);
      expect(tech).toContain(TECH_BILLBOARD);
      expect(tech).not.toContain(HOLDINGS_BILLBOARD);
      expect(tech).not.toContain(ENC_BILLBOARD);
    }
  });
});
