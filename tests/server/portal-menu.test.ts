/**
 * GET /api/menu/{type} and PUT /api/menu/{type}/{authority}: the company + authority list in
 * the caller's own order, stored per caller, with authority and id checks and idempotency.
 */
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { menus, userMenuOrder } from "../../server/db/schema";
import { createCompany, createMenu, createUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { resultOf, signIn, type Caller } from "../helpers/portal-support";

interface MenuItem {
  id: number;
  name: string;
  priority: number;
  envType: string;
  handoverUrl: string | null;
  deleteFlag: boolean;
  icon: string | null;
}

let t: TestApp;
let member: Caller; // company `home`, USER
let admin: Caller; // company `home`, ADMIN
let awayMember: Caller; // company `away`, USER
let home: number;
let away: number;
let ids: { admin: string; awayMember: string };
beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  [home, away] = [(await createCompany(db)).id, (await createCompany(db)).id];
  for (const companyId of [home, away]) {
    await createMenu(db, {
      companyId,
      name: "전자결재",
      handoverUrl: "/approval",
      icon: "approval",
    });
    await createMenu(db, { companyId, name: "메일" });
    await createMenu(db, { companyId, name: "PC 근태", envType: "PC" });
    for (const name of ["문서함", "회의실 예약", "주소록"])
      await createMenu(db, { companyId, type: "OFFICE", name });
    for (const name of ["전자결재", "사용자 관리"])
      await createMenu(db, { companyId, authority: "ADMIN", name });
  }
  await createMenu(db, { companyId: away, name: "코드 리뷰" });
  const adminUser = await createUser(db, { companyId: home, authority: "ADMIN" });
  const awayUser = await createUser(db, { companyId: away });
  ids = { admin: adminUser.accountId, awayMember: awayUser.accountId };
  member = await signIn(t.app, await createUser(db, { companyId: home }));
  admin = await signIn(t.app, adminUser);
  awayMember = await signIn(t.app, awayUser);
});
afterAll(() => t?.close());

const menu = async (caller: Caller, type: string) =>
  resultOf<MenuItem[]>(await caller.get(`/api/menu/${type}`));
const save = (caller: Caller, path: string, body: unknown, headers?: Record<string, string>) =>
  caller.send("PUT", `/api/menu/${path}`, body, headers);
const reversed = (items: MenuItem[]) =>
  [...items].reverse().map((item, i) => ({ ...item, priority: i + 1 }));
const orderRows = async (accountId: string) => {
  const [row] = await t.app.db
    .select({ n: count() })
    .from(userMenuOrder)
    .where(eq(userMenuOrder.accountId, accountId));
  return row?.n ?? 0;
};

describe("GET /api/menu/{type}", () => {
  it("gives each item its icon name, or null when it has none", async () => {
    const work = await menu(member, "WORK");
    expect(work.find((m) => m.name === "전자결재")).toMatchObject({ icon: "approval" });
    expect(work.find((m) => m.name === "메일")).toMatchObject({ icon: null });
  });

  it("the table keeps names outside the icon set out", async () => {
    await expect(createMenu(t.app.db, { companyId: home, icon: "rocket" })).rejects.toThrow();
  });

  it("returns the company + authority list in default order with every envType", async () => {
    const work = await menu(member, "WORK");
    expect(work[0]).toMatchObject({ name: "전자결재", handoverUrl: "/approval", priority: 1 });
    expect(Object.keys(work[0] ?? {}).sort()).toEqual(
      [
        "createdAt",
        "deleteFlag",
        "envType",
        "handoverUrl",
        "icon",
        "id",
        "name",
        "open",
        "priority",
        "updatedAt",
        "url",
      ].sort(),
    );
    expect(work.map((m) => m.priority)).toEqual(work.map((_, i) => i + 1));
    expect(work.some((m) => m.envType === "PC")).toBe(true);
    expect(work.map((m) => m.name)).not.toContain("사용자 관리"); // ADMIN only
    expect((await menu(admin, "WORK")).map((m) => m.name)).toContain("사용자 관리");
    expect((await menu(awayMember, "WORK")).map((m) => m.name)).toContain("코드 리뷰"); // company `away`
    expect(work.map((m) => m.name)).not.toContain("코드 리뷰");
  });

  it("accepts the type in any case and refuses other types", async () => {
    expect(await menu(member, "office")).toEqual(await menu(member, "OFFICE"));
    expect((await member.get("/api/menu/FAVORITE")).statusCode).toBe(400);
    expect((await t.app.inject({ url: "/api/menu/WORK" })).statusCode).toBe(401);
  });
});

describe("PUT /api/menu/{type}/{authority}", () => {
  it("stores the caller's own order (authority lower-cased as the PWA sends it)", async () => {
    const office = await menu(member, "OFFICE");
    const body = reversed(office).map(
      ({ createdAt: _c, updatedAt: _u, ...rest }: MenuItem & Record<string, unknown>) => rest,
    );
    const saved = resultOf<MenuItem[]>(await save(member, "office/user", body));
    expect(saved.map((m) => m.id)).toEqual([...office].reverse().map((m) => m.id));
    expect((await menu(member, "OFFICE")).map((m) => m.id)).toEqual(saved.map((m) => m.id));
    // Nobody else's order moved: same company and authority, other account.
    const other = await signIn(t.app, await createUser(t.app.db, { companyId: home }));
    expect((await menu(other, "OFFICE")).map((m) => m.id)).toEqual(office.map((m) => m.id));
    // WORK is a separate list.
    expect((await menu(member, "WORK"))[0]?.name).toBe("전자결재");
  });

  it("puts items left out of the body after the ordered ones, in default order", async () => {
    const work = await menu(awayMember, "WORK");
    const [first, second, ...rest] = work;
    if (!first || !second) throw new Error("two menus expected");
    const saved = resultOf<MenuItem[]>(
      await save(awayMember, "WORK/USER", [
        { id: second.id, priority: 1 },
        { id: first.id, priority: 2 },
      ]),
    );
    expect(saved.map((m) => m.id)).toEqual([second.id, first.id, ...rest.map((m) => m.id)]);
    expect(saved.map((m) => m.priority)).toEqual(saved.map((_, i) => i + 1));
  });

  it("answers 403 for an authority that is not the caller's", async () => {
    const work = await menu(awayMember, "WORK");
    for (const authority of ["ADMIN", "admin"]) {
      const res = await save(awayMember, `WORK/${authority}`, reversed(work));
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe("FORBIDDEN");
    }
  });

  it("refuses ids of another company, authority or type with 400 and stores nothing", async () => {
    const [foreign] = await t.app.db
      .select({ id: menus.id })
      .from(menus)
      .where(and(eq(menus.companyId, home), eq(menus.authority, "USER"), eq(menus.type, "WORK")))
      .limit(1);
    const [adminOnly] = await t.app.db
      .select({ id: menus.id })
      .from(menus)
      .where(
        and(eq(menus.companyId, away), eq(menus.authority, "ADMIN"), eq(menus.name, "사용자 관리")),
      );
    const office = await menu(awayMember, "OFFICE");
    const before = await orderRows(ids.awayMember);
    for (const id of [foreign?.id, adminOnly?.id, office[0]?.id, 999_999]) {
      const res = await save(awayMember, "WORK/user", [{ id, priority: 1 }]);
      expect(res.statusCode, String(id)).toBe(400);
      expect(res.json().code).toBe("VALIDATION_ERROR");
    }
    const work = await menu(awayMember, "WORK");
    const dup = await save(awayMember, "WORK/user", [
      { id: work[0]?.id, priority: 1 },
      { id: work[0]?.id, priority: 2 },
    ]);
    expect(dup.statusCode).toBe(400);
    expect(await orderRows(ids.awayMember)).toBe(before);
  });

  it("honours Idempotency-Key: replay changes nothing, another body conflicts", async () => {
    const work = await menu(admin, "WORK");
    const key = { "idempotency-key": "menu-key-0001" };
    const first = await save(admin, "work/admin", reversed(work), key);
    expect(first.statusCode).toBe(200);
    const rows = await orderRows(ids.admin);
    const replay = await save(admin, "work/admin", reversed(work), key);
    expect(replay.json().result).toEqual(first.json().result);
    expect(replay.headers["idempotent-replayed"]).toBe("true");
    expect(await orderRows(ids.admin)).toBe(rows);
    const conflict = await save(admin, "work/admin", work, key);
    expect(conflict.statusCode).toBe(409);
    const otherList = await save(admin, "office/admin", reversed(work), key);
    expect(otherList.statusCode).toBe(409);
    expect((await menu(admin, "WORK")).map((m) => m.id)).toEqual(
      [...work].reverse().map((m) => m.id),
    );
  });
});
