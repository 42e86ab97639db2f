/**
 * Multi-company isolation as a property (issue 13, reliability suite). fast-check draws random
 * (caller, action, object) sequences over six callers: three accounts in company 1 (the vacation
 * company), one account active in `tech` as well as in 1, and accounts of `tech` and `trade`.
 * After every action each caller's favorites and menu orders equal the model (only their own
 * edits show), and every read of a notice, a company's chart or company-1 figures answers by the
 * caller's own company only.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FavoriteItem, MenuItem } from "../../server/contract";
import { notices } from "../../server/db/schema";
import { VACATION_COMPANY_ID } from "../../server/modules/figures/routes";
import {
  addJob,
  createCompany,
  createFavorite,
  createMenu,
  createNotice,
  createUser,
  type TestUser,
} from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { resultOf, signIn, type Caller } from "../helpers/portal-support";

interface Who {
  key: string;
  company: number;
  /** Companies the account has a job in. */
  member: number[];
  authority: string;
  caller: Caller;
}
// Filled by beforeAll from the rows it creates; the arbitraries below pick by index.
const WHO: Who[] = [];
const COMPANIES: number[] = [];
const CALLERS = 6;

let t: TestApp;
let posts: { postId: number; companyId: number | null }[];
const actions = new Map<string, number>();
beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  const one = VACATION_COMPANY_ID;
  const [tech, trade, enc] = [
    await createCompany(db),
    await createCompany(db),
    await createCompany(db),
  ];
  COMPANIES.push((await createCompany(db, { id: one })).id, tech.id, trade.id, enc.id);
  for (const companyId of COMPANIES) {
    for (const authority of ["USER", "ADMIN"])
      for (let i = 0; i < 3; i++) await createMenu(db, { companyId, authority });
    await createNotice(db, { companyId });
  }
  for (let i = 0; i < 3; i++) await createNotice(db); // group-wide
  const dual = await createUser(db, { companyId: one });
  await addJob(db, dual, { companyId: tech.id });
  const jobs: [string, TestUser, number, number[]][] = [
    ["dual@1", dual, one, [one, tech.id]],
    ["dual@tech", dual, tech.id, [one, tech.id]],
    ["newbie@1", await createUser(db, { companyId: one }), one, [one]],
    ["admin@1", await createUser(db, { companyId: one, authority: "ADMIN" }), one, [one]],
    ["tech@tech", await createUser(db, { companyId: tech.id }), tech.id, [tech.id]],
    ["trade@trade", await createUser(db, { companyId: trade.id }), trade.id, [trade.id]],
  ];
  for (const [key, user, company, member] of jobs) {
    for (let i = 0; i < 2; i++)
      await createFavorite(db, { accountId: user.accountId, companyId: company });
    const caller = await signIn(t.app, user, company === user.companyId ? undefined : company);
    WHO.push({
      key,
      company,
      member,
      authority: key.startsWith("admin") ? "ADMIN" : "USER",
      caller,
    });
  }
  posts = await t.app.db
    .select({ postId: notices.postId, companyId: notices.companyId })
    .from(notices);
});
afterAll(async () => {
  console.info(`isolation property: ${[...actions].map(([k, n]) => `${k} ${n}`).join(", ")}`);
  await t?.close();
});

const callerOf = (w: Who) => w.caller;
const favorites = async (w: Who) =>
  resultOf<FavoriteItem[]>(await callerOf(w).get("/api/favorite")).map((f) => `${f.id}:${f.name}`);
const menuOf = async (w: Who) =>
  resultOf<MenuItem[]>(await callerOf(w).get("/api/menu/WORK")).map((m) => m.id);

/** What every caller should see: read from the server at the start of each run. */
type Model = Map<string, { favorites: string[]; menu: number[] }>;
async function snapshot(): Promise<Model> {
  const model: Model = new Map();
  for (const w of WHO) model.set(w.key, { favorites: await favorites(w), menu: await menuOf(w) });
  return model;
}

const who = fc.integer({ min: 0, max: CALLERS - 1 }).map((i) => WHO[i]!);
const action = fc.oneof(
  fc.record({
    kind: fc.constant("add" as const),
    w: who,
    name: fc.string({ minLength: 1, maxLength: 8 }),
  }),
  fc.record({ kind: fc.constant("foreign" as const), w: who, victim: who, del: fc.boolean() }),
  fc.record({ kind: fc.constant("reorder" as const), w: who, seed: fc.integer() }),
  fc.record({ kind: fc.constant("otherAuthority" as const), w: who }),
  fc.record({ kind: fc.constant("notice" as const), w: who, i: fc.nat() }),
  fc.record({
    kind: fc.constant("chart" as const),
    w: who,
    company: fc.nat().map((i) => COMPANIES[i % COMPANIES.length]!),
  }),
  fc.record({ kind: fc.constant("vacation" as const), w: who }),
);
type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;

/** Runs one action, checks its own answer, and updates the model with what must have changed. */
const count = (kind: string) => actions.set(kind, (actions.get(kind) ?? 0) + 1);

async function run(a: Action, model: Model): Promise<void> {
  if (a.kind !== "foreign") count(a.kind);
  const c = callerOf(a.w);
  const mine = model.get(a.w.key)!;
  if (a.kind === "add") {
    const name = a.name.replace(/[^\w가-힣]/g, "x").trim() || "x";
    const res = await c.send("PUT", "/api/favorite", [
      { name, url: "https://a.example/", priority: 1 },
    ]);
    mine.favorites = resultOf<FavoriteItem[]>(res).map((f) => `${f.id}:${f.name}`);
  } else if (a.kind === "foreign") {
    // Another caller's favorite (another account, or the same account in another company).
    const target = model.get(a.victim.key)!.favorites[0];
    if (a.victim.key === a.w.key || !target) return;
    count("foreign edit");
    const id = Number(target.split(":")[0]);
    const item = {
      id,
      name: "taken",
      url: "https://evil.example/",
      priority: 1,
      deleteFlag: a.del,
    };
    expect((await c.send("PUT", "/api/favorite", [item])).statusCode).toBe(404);
  } else if (a.kind === "reorder") {
    const order = fc.sample(fc.shuffledSubarray(mine.menu, { minLength: mine.menu.length }), {
      numRuns: 1,
      seed: a.seed,
    })[0]!;
    const body = order.map((id, i) => ({ id, priority: i + 1 }));
    resultOf(await c.send("PUT", `/api/menu/WORK/${a.w.authority}`, body));
    mine.menu = order;
  } else if (a.kind === "otherAuthority") {
    const other = a.w.authority === "ADMIN" ? "USER" : "ADMIN";
    const body = [...mine.menu].reverse().map((id, i) => ({ id, priority: i + 1 }));
    expect((await c.send("PUT", `/api/menu/WORK/${other}`, body)).statusCode).toBe(403);
  } else if (a.kind === "notice") {
    const post = posts[a.i % posts.length]!;
    const visible = post.companyId === null || post.companyId === a.w.company;
    expect((await c.get(`/api/board/${post.postId}`)).statusCode, `post ${post.postId}`).toBe(
      visible ? 200 : 404,
    );
  } else if (a.kind === "chart") {
    const res = await c.get(`/api/organization-chart/all?companyId=${a.company}`);
    expect(res.statusCode, `${a.w.key} chart ${a.company}`).toBe(
      a.w.member.includes(a.company) ? 200 : 403,
    );
  } else {
    // Vacation figures exist for company 1 only (API.md): by the token's company, not the account's.
    const res = await c.get("/api/internal/vacation");
    expect(res.statusCode, a.w.key).toBe(a.w.company === VACATION_COMPANY_ID ? 200 : 403);
    if (res.statusCode === 200) expect(res.json().result.companyId).toBe(VACATION_COMPANY_ID);
  }
}

describe("multi-company isolation", () => {
  it("no caller reads or changes another account's or company's objects", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 8 }), async (steps) => {
        const model = await snapshot();
        for (const step of steps) {
          await run(step, model);
          // Everyone else's lists are exactly as the model says: nothing leaked across.
          for (const w of WHO) {
            expect(await favorites(w), `${w.key} after ${step.kind}`).toEqual(
              model.get(w.key)!.favorites,
            );
            expect(await menuOf(w), `${w.key} after ${step.kind}`).toEqual(model.get(w.key)!.menu);
          }
        }
      }),
      { numRuns: 30 },
    );
  });
});
