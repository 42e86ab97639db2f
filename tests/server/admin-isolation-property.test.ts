/**
 * Admin rights as a property (issue 17): fast-check draws (admin kind, company, object) tuples:
 * a plain user, a company admin of `alpha`, a company admin of `alpha` calling with a token of
 * `beta` (a job there, no right), and a group admin; objects are notices, billboards and events
 * of the group, of `alpha` and of `beta`. The answer must be exactly what the rules allow:
 * the user and the misplaced admin get 403, a company admin reaches only its company's objects
 * (others are 403 to create, 404 to change), a group admin everything.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addJob,
  createCompany,
  createCompanyAdmin,
  createGroupAdmin,
  createUser,
  type TestCompany,
} from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { signIn, type Caller } from "../helpers/portal-support";

type Kind = "user" | "companyAdmin" | "companyAdminElsewhere" | "groupAdmin";
type Scope = "group" | "alpha" | "beta";
type ObjectKind = "notices" | "billboards" | "events";
type Action = "create" | "update" | "delete" | "list";

let t: TestApp;
let alpha: TestCompany;
let beta: TestCompany;
const callers = new Map<Kind, Caller>();
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  alpha = await createCompany(db);
  beta = await createCompany(db);
  callers.set("user", await signIn(t.app, await createUser(db, { companyId: alpha.id })));
  const admin = await createCompanyAdmin(db, { companyId: alpha.id });
  await addJob(db, admin, { companyId: beta.id });
  callers.set("companyAdmin", await signIn(t.app, admin));
  callers.set("companyAdminElsewhere", await signIn(t.app, admin, beta.id));
  callers.set(
    "groupAdmin",
    await signIn(t.app, await createGroupAdmin(db, { companyId: beta.id })),
  );
});
afterAll(() => t?.close());

const companyOf = (scope: Scope) =>
  scope === "group" ? null : scope === "alpha" ? alpha.id : beta.id;

function bodyOf(kind: ObjectKind, scope: Scope) {
  n += 1;
  const companyId = companyOf(scope);
  if (kind === "notices") return { title: `공지 ${n}`, html: "<p>x</p>", companyId };
  // Disabled: the 5-cap is another test's rule, this one is about rights only.
  if (kind === "billboards") return { title: `빌보드 ${n}`, enabled: false, companyId };
  const day = `2027-01-${String((n % 28) + 1).padStart(2, "0")}`;
  return { day, title: `일정 ${n}`, companyId };
}

/** An object of `scope`, made by the group admin. */
async function existing(kind: ObjectKind, scope: Scope): Promise<number> {
  const res = await callers
    .get("groupAdmin")!
    .send("POST", `/api/admin/${kind}`, bodyOf(kind, scope));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.id;
}

function expected(kind: Kind, scope: Scope, action: Action): number {
  if (kind === "user" || kind === "companyAdminElsewhere") return 403;
  if (kind === "groupAdmin" || scope === "alpha") return 200;
  // A company admin: naming another scope is 403; another scope's object is not found.
  return action === "update" || action === "delete" ? 404 : 403;
}

describe("admin isolation (property)", () => {
  it("answers every (admin kind, company, object, action) as the rights allow", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<Kind>("user", "companyAdmin", "companyAdminElsewhere", "groupAdmin"),
        fc.constantFrom<Scope>("group", "alpha", "beta"),
        fc.constantFrom<ObjectKind>("notices", "billboards", "events"),
        fc.constantFrom<Action>("create", "update", "delete", "list"),
        async (kind, scope, object, action) => {
          const caller = callers.get(kind)!;
          const companyId = companyOf(scope);
          let res;
          if (action === "create") {
            res = await caller.send("POST", `/api/admin/${object}`, bodyOf(object, scope));
          } else if (action === "list") {
            const query = companyId === null ? "" : `?companyId=${companyId}`;
            res = await caller.get(`/api/admin/${object}${query}`);
          } else {
            const id = await existing(object, scope);
            res =
              action === "update"
                ? await caller.send("PUT", `/api/admin/${object}/${id}`, bodyOf(object, scope))
                : await t.app.inject({
                    method: "DELETE",
                    url: `/api/admin/${object}/${id}`,
                    headers: { authorization: `Bearer ${caller.accessToken}` },
                  });
          }
          // A company admin's unfiltered list is its own company's: allowed for every scope.
          const want =
            action === "list" && scope === "group" && kind === "companyAdmin"
              ? 200
              : expected(kind, scope, action);
          expect(
            res.statusCode,
            `${kind} ${action} ${object} of ${scope}: ${res.body.slice(0, 200)}`,
          ).toBe(want);
          if (action === "list" && res.statusCode === 200 && kind === "companyAdmin") {
            const result = res.json().result;
            const items: { companyId: number | null }[] = Array.isArray(result)
              ? result
              : result.items;
            expect(items.every((item) => item.companyId === alpha.id)).toBe(true);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it("keeps integration keys and menus of other companies away from company admins", async () => {
    const admin = callers.get("companyAdmin")!;
    expect((await admin.get("/api/admin/api-keys")).statusCode).toBe(403);
    expect((await admin.get(`/api/admin/menus/WORK?companyId=${beta.id}`)).statusCode).toBe(403);
    expect((await admin.get(`/api/admin/menus/WORK?companyId=${alpha.id}`)).statusCode).toBe(200);
    expect((await callers.get("groupAdmin")!.get("/api/admin/api-keys")).statusCode).toBe(200);
    expect((await callers.get("user")!.get("/api/notices/pending-ack")).statusCode).toBe(200);
  });
});
