/**
 * GET/PUT /api/favorite: the caller's own list only, deleteFlag semantics, renumbering, one
 * transaction (a foreign id changes nothing). Idempotency-Key: portal-favorite-idempotency.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addJob,
  createCompany,
  createFavorite,
  createUser,
  jobOf,
  type TestUser,
} from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { resultOf, signIn, type Caller } from "../helpers/portal-support";

interface Favorite {
  id: number;
  name: string;
  url: string;
  priority: number;
  createdAt: string;
  updatedAt: string;
}

let t: TestApp;
let ownerUser: TestUser; // company `home`, with a second job in `away`
let neighbourUser: TestUser; // company `away` only
let owner: Caller; // in `home`
let neighbour: Caller; // in `away`
let away: number;
const MINE = ["네이버", "사내 위키", "분기별 실적 보고서 작성 가이드", "한빛 뉴스룸"];
beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  const home = await createCompany(db);
  away = (await createCompany(db)).id;
  ownerUser = await createUser(db, { companyId: home.id });
  await addJob(db, ownerUser, { companyId: away });
  neighbourUser = await createUser(db, { companyId: away });
  for (const name of MINE) await createFavorite(db, { ...jobOf(ownerUser), name });
  await createFavorite(db, { ...jobOf(neighbourUser), name: "개발 문서" });
  for (const name of ["기술 블로그", "장애 대응 현황"])
    await createFavorite(db, { accountId: ownerUser.accountId, companyId: away, name });
  owner = await signIn(t.app, ownerUser);
  neighbour = await signIn(t.app, neighbourUser);
});
afterAll(() => t?.close());

const list = async (caller: Caller) => resultOf<Favorite[]>(await caller.get("/api/favorite"));
const put = (caller: Caller, body: unknown, headers?: Record<string, string>) =>
  caller.send("PUT", "/api/favorite", body, headers);
const edit = (items: Favorite[]) =>
  items.map(({ id, name, url, priority }) => ({ id, name, url, priority }));

describe("GET /api/favorite", () => {
  it("returns the caller's favorites of the current company by priority, with exact fields", async () => {
    const items = await list(owner);
    expect(items.map((f) => f.name)).toEqual(MINE);
    expect(items.map((f) => f.priority)).toEqual([1, 2, 3, 4]);
    expect(Object.keys(items[0] ?? {}).sort()).toEqual(
      ["createdAt", "id", "name", "priority", "updatedAt", "url"].sort(),
    );
    expect(Date.parse(items[0]?.createdAt ?? "")).not.toBeNaN();
  });

  it("never shows another account's or another company's favorites", async () => {
    expect((await list(neighbour)).map((f) => f.name)).toEqual(["개발 문서"]);
    const ownerAway = await signIn(t.app, ownerUser, away);
    expect((await list(ownerAway)).map((f) => f.name)).toEqual(["기술 블로그", "장애 대응 현황"]);
  });
});

describe("PUT /api/favorite", () => {
  it("updates, adds, deletes (deleteFlag) and renumbers in one go", async () => {
    const [a, b, c, d] = await list(owner);
    if (!a || !b || !c || !d) throw new Error("four favorites expected");
    const saved = resultOf<Favorite[]>(
      await put(owner, [
        { id: d.id, name: "뉴스룸", url: d.url, priority: 1 },
        { name: "새 링크", url: "https://new.example/", priority: 2 },
        { id: b.id, name: b.name, url: b.url, priority: 3, deleteFlag: true },
        { id: a.id, name: a.name, url: a.url, priority: 9 },
      ]),
    );
    // Sent items by priority, then the one the body did not mention (c) at the end.
    expect(saved.map((f) => [f.name, f.priority])).toEqual([
      ["뉴스룸", 1],
      ["새 링크", 2],
      ["네이버", 3],
      [c.name, 4],
    ]);
    expect(saved.find((f) => f.id === b.id)).toBeUndefined();
    expect(await list(owner)).toEqual(saved);
  });

  it("rejects a foreign id with 404 and changes nothing (update and delete)", async () => {
    const mine = await list(owner);
    const [theirs] = await list(neighbour);
    if (!theirs) throw new Error("a favorite expected");
    for (const foreign of [
      { id: theirs.id, name: "탈취", url: "https://evil.example/", priority: 1 },
      { id: theirs.id, name: theirs.name, url: theirs.url, priority: 1, deleteFlag: true },
      { id: 999_999, name: "없음", url: "https://x.example/", priority: 1 },
    ]) {
      const res = await put(owner, [
        { name: "먼저 추가", url: "https://first.example/", priority: 1 },
        foreign,
      ]);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe("NOT_FOUND");
    }
    expect(await list(owner)).toEqual(mine);
    expect((await list(neighbour)).map((f) => f.name)).toEqual([theirs.name]);
  });

  it("needs an id to delete, refuses duplicate ids and more than 100 favorites", async () => {
    const mine = await list(owner);
    const noId = await put(owner, [
      { name: "x", url: "https://x.example/", priority: 1, deleteFlag: true },
    ]);
    expect(noId.statusCode).toBe(400);
    const first = mine[0];
    if (!first) throw new Error("empty list");
    const twice = await put(owner, [...edit([first]), ...edit([first])]);
    expect(twice.statusCode).toBe(400);
    const many = Array.from({ length: 101 }, (_, i) => ({
      name: `링크 ${i}`,
      url: `https://x.example/${i}`,
      priority: i + 1,
    }));
    expect((await put(owner, many)).statusCode).toBe(400);
    // 97 new + the 4 kept = 101: over the cap as a whole, so nothing is stored.
    expect((await put(owner, many.slice(0, 97))).statusCode).toBe(400);
    expect(await list(owner)).toEqual(mine);
  });

  it("needs the access token", async () => {
    const res = await t.app.inject({ method: "PUT", url: "/api/favorite", payload: [] });
    expect(res.statusCode).toBe(401);
  });
});
