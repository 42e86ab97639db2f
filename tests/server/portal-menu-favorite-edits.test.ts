/**
 * The edit screens' guarantees on the server: a foreign authority changes nothing (and does not
 * use up the Idempotency-Key), an update can never store a non-http(s) URL or a long name, and a
 * replayed edit never undoes a later one.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCompany, createFavorite, createMenu, createUser, jobOf } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { resultOf, signIn, type Caller } from "../helpers/portal-support";

interface Item {
  id: number;
  name: string;
  url: string;
  priority: number;
}

let t: TestApp;
let member: Caller; // a USER of one company
let awayMember: Caller; // a USER of another
beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  const callers: Caller[] = [];
  for (const company of [await createCompany(db), await createCompany(db)]) {
    for (let i = 0; i < 3; i++) await createMenu(db, { companyId: company.id });
    const user = await createUser(db, { companyId: company.id });
    for (let i = 0; i < 2; i++) await createFavorite(db, jobOf(user));
    callers.push(await signIn(t.app, user));
  }
  [member, awayMember] = callers as [Caller, Caller];
});
afterAll(() => t?.close());

const ids = (items: Item[]) => items.map((item) => item.id);
const workOf = async (caller: Caller) => resultOf<Item[]>(await caller.get("/api/menu/WORK"));
const favoritesOf = async (caller: Caller) => resultOf<Item[]>(await caller.get("/api/favorite"));
const order = (items: Item[]) => items.map((item, index) => ({ id: item.id, priority: index + 1 }));
const edit = (items: Item[]) =>
  items.map(({ id, name, url }, index) => ({ id, name, url, priority: index + 1 }));

describe("PUT /api/menu/{type}/{authority}", () => {
  it("a foreign authority is 403, stores nothing and leaves the key unused", async () => {
    const before = await workOf(member);
    const reversed = order([...before].reverse());
    const key = { "idempotency-key": "edit-guard-menu-1" };
    const refused = await member.send("PUT", "/api/menu/WORK/admin", reversed, key);
    expect(refused.statusCode).toBe(403);
    expect(ids(await workOf(member))).toEqual(ids(before));
    const allowed = await member.send("PUT", "/api/menu/WORK/user", reversed, key);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers["idempotent-replayed"]).toBeUndefined();
    expect(ids(await workOf(member))).toEqual(ids([...before].reverse()));
  });

  it("replaying an older order after a newer one changes nothing", async () => {
    const start = await workOf(awayMember);
    const first = order([...start].reverse());
    const older = { "idempotency-key": "edit-guard-menu-2" };
    expect((await awayMember.send("PUT", "/api/menu/WORK/user", first, older)).statusCode).toBe(
      200,
    );
    const newer = order(start);
    const next = { "idempotency-key": "edit-guard-menu-3" };
    expect((await awayMember.send("PUT", "/api/menu/WORK/user", newer, next)).statusCode).toBe(200);
    const replay = await awayMember.send("PUT", "/api/menu/WORK/user", first, older);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(ids(await workOf(awayMember))).toEqual(ids(start));
  });
});

describe("PUT /api/favorite", () => {
  it.each(["javascript:alert(1)", "data:text/html,<b>x</b>", "vbscript:x", "ftp://x.example/"])(
    "refuses to change a saved favorite's url to %s",
    async (url) => {
      const before = await favoritesOf(member);
      const body = edit(before).map((item, index) => (index === 0 ? { ...item, url } : item));
      const res = await member.send("PUT", "/api/favorite", body, { "accept-language": "en" });
      expect(res.statusCode).toBe(400);
      expect(res.json().result).toEqual([
        expect.objectContaining({ path: "0.url", message: "Check the URL format." }),
      ]);
      expect(await favoritesOf(member)).toEqual(before);
    },
  );

  it("refuses an 18-character name on update; 17 is accepted", async () => {
    const before = await favoritesOf(member);
    const named = (name: string) =>
      edit(before).map((item, index) => (index === 0 ? { ...item, name } : item));
    const long = await member.send("PUT", "/api/favorite", named("가".repeat(18)));
    expect(long.statusCode).toBe(400);
    expect(await favoritesOf(member)).toEqual(before);
    const fits = await member.send("PUT", "/api/favorite", named("가".repeat(17)));
    expect(fits.statusCode).toBe(200);
    expect((await favoritesOf(member))[0]?.name).toBe("가".repeat(17));
  });

  it("replaying an add after the item was deleted does not bring it back", async () => {
    const before = await favoritesOf(awayMember);
    const add = [...edit(before), { name: "Once", url: "https://once.example/", priority: 99 }];
    const key = { "idempotency-key": "edit-guard-fav-1" };
    const first = await awayMember.send("PUT", "/api/favorite", add, key);
    expect(first.statusCode).toBe(200);
    const added = resultOf<Item[]>(first).find((item) => item.name === "Once");
    expect(added).toBeDefined();
    const removal = [{ ...added, priority: 1, deleteFlag: true }];
    expect((await awayMember.send("PUT", "/api/favorite", removal)).statusCode).toBe(200);
    const replay = await awayMember.send("PUT", "/api/favorite", add, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(replay.json().result).toEqual(first.json().result);
    expect(ids(await favoritesOf(awayMember))).toEqual(ids(before));
  });
});
