/**
 * Admin billboards, menus, events, integration keys and the audit log (API.md "Administration
 * (wave 2)" and "Wave-2 conventions"): the 5-cap, https-only links before the cap, display order,
 * menus put back unchanged and merged into users' own orders, names in the caller's language,
 * keys for group admins only with the secret shown once, and an audit entry for every change.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createCompany,
  createCompanyAdmin,
  createGroupAdmin,
  createMenu,
  createUser,
  type TestCompany,
} from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { resultOf, signIn, type Caller } from "../helpers/portal-support";

let t: TestApp;
let alpha: TestCompany;
let beta: TestCompany;
let group: Caller;
let admin: Caller;
let adminId: string;
let user: Caller;

const billboard = (extra: Record<string, unknown> = {}) => ({
  title: "빌보드",
  titleSub: "부제",
  link: "https://portal.example/event",
  enabled: true,
  sortOrder: 0,
  companyId: alpha.id,
  from: null,
  to: null,
  ...extra,
});
const del = (caller: Caller, url: string) =>
  t.app.inject({
    method: "DELETE",
    url,
    headers: { authorization: `Bearer ${caller.accessToken}` },
  });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  alpha = await createCompany(db);
  beta = await createCompany(db);
  const a = await createCompanyAdmin(db, { companyId: alpha.id });
  adminId = a.accountId;
  admin = await signIn(t.app, a);
  group = await signIn(t.app, await createGroupAdmin(db, { companyId: beta.id }));
  user = await signIn(t.app, await createUser(db, { companyId: alpha.id }));
});
afterAll(() => t?.close());

describe("admin billboards", () => {
  it("refuses non-https links with 400, even when the scope is full", async () => {
    for (const link of ["javascript:alert(1)", "data:text/html,x", "http://x.example/"]) {
      const res = await admin.send("POST", "/api/admin/billboards", billboard({ link }));
      expect(res.statusCode, link).toBe(400);
    }
  });

  it("keeps at most 5 enabled per scope, orders them and hides disabled ones", async () => {
    const ids: number[] = [];
    for (const sortOrder of [3, 1, 2, 1, 5]) {
      const row = resultOf<{ id: number }>(
        await admin.send(
          "POST",
          "/api/admin/billboards",
          billboard({ sortOrder, title: `b${sortOrder}` }),
        ),
      );
      ids.push(row.id);
    }
    const sixth = await admin.send("POST", "/api/admin/billboards", billboard());
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().code).toBe("CONFLICT");
    expect(sixth.json().message).toMatch(/5/);
    const bad = await admin.send(
      "POST",
      "/api/admin/billboards",
      billboard({ link: "javascript:x" }),
    );
    expect(bad.statusCode).toBe(400); // link checked before the cap
    // A disabled one does not count; a group-wide one is another scope.
    resultOf(await admin.send("POST", "/api/admin/billboards", billboard({ enabled: false })));

    const shown = resultOf<{ id: number }[]>(await user.get("/api/banner/display"));
    // sortOrder ascending, newest first among equals (ids[3] is newer than ids[1]).
    expect(shown.map((b) => b.id)).toEqual([ids[3], ids[1], ids[2], ids[0], ids[4]]);

    const off = resultOf<{ enabled: boolean }>(
      await admin.send(
        "PUT",
        `/api/admin/billboards/${ids[0]}`,
        billboard({ enabled: false, sortOrder: 3, title: "b3" }),
      ),
    );
    expect(off.enabled).toBe(false);
    const after = resultOf<{ id: number }[]>(await user.get("/api/banner/display"));
    expect(after.map((b) => b.id)).not.toContain(ids[0]);
    const list = resultOf<{ id: number; enabled: boolean; companyId: number }[]>(
      await admin.get(`/api/admin/billboards?companyId=${alpha.id}`),
    );
    expect(list.find((b) => b.id === ids[0])).toMatchObject({
      enabled: false,
      companyId: alpha.id,
    });
    expect((await del(admin, `/api/admin/billboards/${ids[4]}`)).statusCode).toBe(200);
  });

  it("confines a company admin to its company", async () => {
    expect(
      (await admin.send("POST", "/api/admin/billboards", billboard({ companyId: null })))
        .statusCode,
    ).toBe(403);
    expect(
      (await admin.send("POST", "/api/admin/billboards", billboard({ companyId: beta.id })))
        .statusCode,
    ).toBe(403);
    expect((await admin.get(`/api/admin/billboards?companyId=${beta.id}`)).statusCode).toBe(403);
    expect((await user.get("/api/admin/billboards")).statusCode).toBe(403);
  });
});

describe("admin menus", () => {
  it("takes a GET back unchanged, adds new items last in users' own orders and removes deleted ones", async () => {
    const db = t.app.db;
    const m1 = await createMenu(db, { companyId: alpha.id, name: "메일" });
    const m2 = await createMenu(db, { companyId: alpha.id, name: "결재" });
    // The user puts m2 before m1.
    resultOf(
      await user.send("PUT", "/api/menu/WORK/USER", [
        { id: m2.id, priority: 1 },
        { id: m1.id, priority: 2 },
      ]),
    );
    const url = `/api/admin/menus/WORK?companyId=${alpha.id}&authority=USER`;
    const before = resultOf<{ id: number }[]>(await admin.get(url));
    const same = resultOf(await admin.send("PUT", url, before));
    expect(same).toEqual(before);

    const added = resultOf<{ id: number; names: { en: string } }[]>(
      await admin.send("PUT", url, [
        ...before,
        {
          names: { ko: "위키", en: "Wiki", zh: "维基", ja: "ウィキ" },
          url: "https://wiki.example/",
          icon: "book",
          open: true,
          envType: "ALL",
          priority: 1,
        },
      ]),
    );
    const wiki = added.find((item) => item.names.en === "Wiki")!;
    const ordered = resultOf<{ id: number; name: string }[]>(
      await user.get("/api/menu/WORK", { cookie: "locale=en", "accept-language": "ko" }),
    );
    expect(ordered.map((i) => i.id)).toEqual([m2.id, m1.id, wiki.id]);
    expect(ordered[2]!.name).toBe("Wiki");
    const ja = resultOf<{ id: number; name: string }[]>(
      await user.get("/api/menu/WORK", { cookie: "locale=ja" }),
    );
    expect(ja.find((i) => i.id === wiki.id)!.name).toBe("ウィキ");

    resultOf(
      await admin.send("PUT", url, [{ ...before.find((i) => i.id === m2.id)!, deleteFlag: true }]),
    );
    const left = resultOf<{ id: number }[]>(await user.get("/api/menu/WORK"));
    expect(left.map((i) => i.id)).toEqual([m1.id, wiki.id]);
  });

  it("refuses non-https urls, unknown ids and another company's menu", async () => {
    const url = `/api/admin/menus/WORK?companyId=${alpha.id}&authority=USER`;
    const item = { names: { ko: "x" }, url: "javascript:alert(1)", priority: 1 };
    expect((await admin.send("PUT", url, [item])).statusCode).toBe(400);
    expect(
      (await admin.send("PUT", url, [{ ...item, url: "https://x.example/", id: 2_000_000 }]))
        .statusCode,
    ).toBe(400);
    expect((await admin.get(`/api/admin/menus/WORK?companyId=${beta.id}`)).statusCode).toBe(403);
    expect((await group.get(`/api/admin/menus/WORK?companyId=${alpha.id}`)).statusCode).toBe(200);
  });
});

describe("admin events", () => {
  it("adds an event in four languages that the company's users see in their language", async () => {
    const created = resultOf<{ id: number; titles: { en: string } }>(
      await admin.send("POST", "/api/admin/events", {
        day: "2026-12-03",
        titles: { ko: "창립기념일", en: "Foundation Day", zh: "创立纪念日", ja: "創立記念日" },
        companyId: alpha.id,
      }),
    );
    expect(created.titles.en).toBe("Foundation Day");
    const month = resultOf<{ day: string; title: string }[]>(
      await user.get("/api/internal/eventHoliday?workYear=2026&workMonth=12", {
        cookie: "locale=en",
      }),
    );
    expect(month).toContainEqual(
      expect.objectContaining({ day: "12-2026-03", title: "Foundation Day" }),
    );
    const dup = await admin.send("POST", "/api/admin/events", {
      day: "2026-12-03",
      title: "창립기념일",
      companyId: alpha.id,
    });
    expect(dup.statusCode).toBe(409);
    const moved = resultOf<{ day: string }>(
      await admin.send("PUT", `/api/admin/events/${created.id}`, {
        day: "2026-12-04",
        title: "창립기념일",
        companyId: alpha.id,
      }),
    );
    expect(moved.day).toBe("2026-12-04");
    expect(
      (
        await admin.send("POST", "/api/admin/events", {
          day: "2026-12-05",
          title: "x",
          companyId: null,
        })
      ).statusCode,
    ).toBe(403);
    expect((await del(admin, `/api/admin/events/${created.id}`)).statusCode).toBe(200);
  });
});

describe("integration keys", () => {
  it("are for group admins only; the secret is shown once and stored hashed", async () => {
    expect((await admin.get("/api/admin/api-keys")).statusCode).toBe(403);
    expect(
      (await admin.send("POST", "/api/admin/api-keys", { name: "x", scopes: ["feed"] })).statusCode,
    ).toBe(403);
    const created = resultOf<{ id: number; secret: string }>(
      await group.send("POST", "/api/admin/api-keys", {
        name: "HR feed",
        scopes: ["feed", "scim"],
      }),
    );
    expect(created.secret).toMatch(/^gpk_/);
    const list = await group.get("/api/admin/api-keys");
    expect(list.body).not.toContain(created.secret);
    expect(resultOf<{ id: number }[]>(list).map((k) => k.id)).toContain(created.id);
    expect((await del(group, `/api/admin/api-keys/${created.id}`)).statusCode).toBe(200);
    const revoked = resultOf<{ id: number; revokedAt: string | null }[]>(
      await group.get("/api/admin/api-keys"),
    );
    expect(revoked.find((k) => k.id === created.id)!.revokedAt).not.toBeNull();
    expect(
      (await group.send("POST", "/api/admin/api-keys", { name: "x", scopes: ["other"] }))
        .statusCode,
    ).toBe(400);
    const audit = await group.get("/api/admin/audit?action=apiKey.create");
    expect(audit.body).not.toContain(created.secret);
  });
});

describe("audit log", () => {
  it("has an entry for every admin change, newest first, filtered and exported; company admins see their company", async () => {
    type Entry = { actor: string; action: string; targetId: string; companyId: number | null };
    const mine = resultOf<{ items: Entry[]; total: number }>(
      await admin.get(`/api/admin/audit?actor=${adminId}&size=100`),
    );
    const actions = new Set(mine.items.map((e) => e.action));
    for (const action of [
      "billboard.create",
      "billboard.update",
      "billboard.delete",
      "menu.create",
      "menu.delete",
      "event.create",
      "event.update",
      "event.delete",
    ])
      expect(actions, action).toContain(action);
    expect(mine.items.every((e) => e.actor === adminId)).toBe(true);
    const update = mine.items.find((e) => e.action === "billboard.update") as unknown as {
      before: Record<string, unknown>;
      after: Record<string, unknown>;
    };
    expect(update.before).toEqual({ enabled: true });
    expect(update.after).toEqual({ enabled: false });

    const all = resultOf<{ items: Entry[] }>(await admin.get("/api/admin/audit?size=100"));
    expect(all.items.every((e) => e.companyId === alpha.id)).toBe(true);
    const groupView = resultOf<{ items: Entry[] }>(
      await group.get("/api/admin/audit?action=apiKey.create"),
    );
    expect(groupView.items.length).toBeGreaterThan(0);
    // Security events are in the same log (the logins of beforeAll).
    const logins = resultOf<{ items: Entry[] }>(await group.get("/api/admin/audit?action=LOGIN"));
    expect(logins.items.length).toBeGreaterThan(0);
    const future = resultOf<{ total: number }>(
      await admin.get("/api/admin/audit?from=2999-01-01T00:00:00Z"),
    );
    expect(future.total).toBe(0);

    const csv = await admin.get(`/api/admin/audit/export?actor=${adminId}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    expect(csv.body).toContain("billboard.create");
  });

  it("replays a change sent twice with one Idempotency-Key", async () => {
    const headers = { "idempotency-key": "billboard-once-1" };
    const first = resultOf<{ id: number }>(
      await group.send(
        "POST",
        "/api/admin/billboards",
        billboard({ companyId: null, enabled: false }),
        headers,
      ),
    );
    const again = await group.send(
      "POST",
      "/api/admin/billboards",
      billboard({ companyId: null, enabled: false }),
      headers,
    );
    expect(resultOf<{ id: number }>(again).id).toBe(first.id);
    expect(again.headers["idempotent-replayed"]).toBe("true");
  });
});

describe("GET /api/admin/me", () => {
  it("names the rights and the companies each kind of admin may manage; users get 403", async () => {
    const mine = resultOf<{ kind: string; companyId: number; companies: { companyId: number }[] }>(
      await admin.get("/api/admin/me"),
    );
    expect(mine).toMatchObject({ kind: "COMPANY", companyId: alpha.id });
    expect(mine.companies.map((company) => company.companyId)).toEqual([alpha.id]);

    const groups = resultOf<{ kind: string; companies: { companyId: number }[] }>(
      await group.get("/api/admin/me"),
    );
    expect(groups.kind).toBe("GROUP");
    // Every company of the group, the ones the group admin has no job in as well.
    const ids = groups.companies.map((company) => company.companyId);
    expect(ids).toEqual(expect.arrayContaining([alpha.id, beta.id]));

    expect((await user.get("/api/admin/me")).statusCode).toBe(403);
  });
});
