/**
 * GET/PUT /api/favorite: the caller's own list only, deleteFlag semantics, renumbering, one
 * transaction (a foreign id changes nothing), and Idempotency-Key replay and conflict.
 */
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { favorites, idempotencyKeys } from "../../server/db/schema";
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
const rowCount = async (accountId: string, companyId: number) => {
  const [row] = await t.app.db
    .select({ n: count() })
    .from(favorites)
    .where(and(eq(favorites.accountId, accountId), eq(favorites.companyId, companyId)));
  return row?.n ?? 0;
};
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

describe("Idempotency-Key", () => {
  const body = [{ name: "한 번만", url: "https://once.example/", priority: 1 }];

  it("replays the first answer for the same key and body without changing anything", async () => {
    const key = { "idempotency-key": "fav-key-0001" };
    const before = await rowCount(neighbourUser.accountId, away);
    const first = await put(neighbour, body, key);
    expect(first.statusCode).toBe(200);
    expect(await rowCount(neighbourUser.accountId, away)).toBe(before + 1);
    const again = await put(neighbour, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json().result).toEqual(first.json().result);
    expect(await rowCount(neighbourUser.accountId, away)).toBe(before + 1);
  });

  it("answers 409 CONFLICT for the same key with another body, and stores nothing", async () => {
    const key = { "idempotency-key": "fav-key-0002" };
    expect((await put(neighbour, body, key)).statusCode).toBe(200);
    const before = await rowCount(neighbourUser.accountId, away);
    const changed = await put(neighbour, [{ ...body[0], name: "다른 내용" }], key);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe("CONFLICT");
    expect(await rowCount(neighbourUser.accountId, away)).toBe(before);
  });

  it("keeps keys per user: the same key of another user is a fresh edit", async () => {
    const key = { "idempotency-key": "shared-key-1" };
    expect((await put(neighbour, body, key)).statusCode).toBe(200);
    const before = await rowCount(ownerUser.accountId, ownerUser.companyId);
    const res = await put(owner, body, key);
    expect(res.statusCode).toBe(200);
    expect(res.headers["idempotent-replayed"]).toBeUndefined();
    expect(await rowCount(ownerUser.accountId, ownerUser.companyId)).toBe(before + 1);
  });

  it("applies parallel requests with one key exactly once", async () => {
    const key = { "idempotency-key": "parallel-key-1" };
    const before = await rowCount(neighbourUser.accountId, away);
    const answers = await Promise.all([1, 2, 3, 4].map(() => put(neighbour, body, key)));
    for (const res of answers) expect(res.statusCode).toBe(200);
    const results = answers.map((res) => JSON.stringify(res.json().result));
    expect(new Set(results).size).toBe(1);
    expect(await rowCount(neighbourUser.accountId, away)).toBe(before + 1);
    const keys = await t.app.db
      .select({ n: count() })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, "parallel-key-1"));
    expect(keys[0]?.n).toBe(1);
  });

  it("does not keep the key of a failed edit, and validates the key", async () => {
    const key = { "idempotency-key": "failed-key-1" };
    const bad = await put(
      neighbour,
      [{ id: 999_999, name: "x", url: "https://x.example/", priority: 1 }],
      key,
    );
    expect(bad.statusCode).toBe(404);
    expect((await put(neighbour, body, key)).statusCode).toBe(200);
    for (const invalid of ["short", "x".repeat(129), "has space here", "ключ-ключ"]) {
      const res = await put(neighbour, body, { "idempotency-key": invalid });
      expect(res.statusCode, invalid).toBe(400);
      expect(res.json().code).toBe("VALIDATION_ERROR");
    }
  });
});
