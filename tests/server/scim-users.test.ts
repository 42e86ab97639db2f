/**
 * SCIM Users (RFC 7643/7644) against a client written from the RFC's examples: create, query,
 * replace, modify, delete; the enterprise and jobs extensions become the person's jobs; the
 * chart finds provisioned people; the account has no password until the initial-password flow.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, auditLog } from "../../server/db/schema";
import { lastMailboxMessage, login } from "../helpers/auth-support";
import { createApiKey } from "../helpers/api-keys";
import { createCompany, createDepartment, createUser, type TestCompany } from "../helpers/factories";
import { signIn, resultOf, type Caller } from "../helpers/portal-support";
import { ENTERPRISE, ERROR, JOBS, USER, scimClient, type ScimClient } from "../helpers/scim-client";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let scim: ScimClient;
let home: TestCompany;
let away: TestCompany;
let sales: string;
let viewer: Caller;
beforeAll(async () => {
  t = await createTestApp();
  home = await createCompany(t.app.db);
  away = await createCompany(t.app.db);
  sales = (await createDepartment(t.app.db, { companyId: home.id, parentId: home.root.id, name: "영업1팀" })).name;
  await createDepartment(t.app.db, { companyId: home.id, parentId: home.root.id, name: "개발팀" });
  await createDepartment(t.app.db, { companyId: away.id, parentId: away.root.id, name: "기획팀" });
  scim = scimClient(t.app, (await createApiKey(t.app.db, ["scim"])).secret);
  viewer = await signIn(t.app, await createUser(t.app.db, { companyId: home.id }));
});
afterAll(() => t?.close());

const bjensen = (userName = "bjensen") => ({
  schemas: [USER, ENTERPRISE, JOBS],
  externalId: `ext-${userName}`,
  userName,
  name: { formatted: "Ms. Barbara J Jensen III", familyName: "Jensen", givenName: "Barbara" },
  displayName: "김영희",
  title: "과장",
  emails: [{ value: `${userName}@example.com`, type: "work", primary: true }],
  phoneNumbers: [{ value: "010-5555-1234", type: "mobile" }],
  [ENTERPRISE]: { employeeNumber: `E-${userName}`, organization: home.companyCode, department: sales },
  [JOBS]: { jobs: [{ organization: away.companyCode, department: "기획팀", position: "차장", duty: "팀장" }] },
});

async function search(word: string) {
  const params = new URLSearchParams({ companyId: String(home.id), searchWord: word });
  return resultOf<{ deptUsers: { accountId: string }[] }>(
    await viewer.get(`/api/organization-chart/user/search?${params}`),
  ).deptUsers.map((u) => u.accountId);
}

describe("SCIM Users", () => {
  it("creates a person with jobs from the extensions and answers 201 with the resource", async () => {
    const res = await scim.create("Users", bjensen());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers["content-type"]).toMatch(/^application\/scim\+json/);
    const user = res.json();
    expect(res.headers.location).toBe(user.meta.location);
    expect(res.headers.etag).toBe(user.meta.version);
    expect(user).toMatchObject({
      id: "bjensen",
      userName: "bjensen",
      externalId: "ext-bjensen",
      displayName: "김영희",
      active: true,
      title: "과장",
      [ENTERPRISE]: { employeeNumber: "E-bjensen", organization: home.companyCode, department: sales },
      meta: { resourceType: "User", version: expect.stringMatching(/^W\/"/) },
    });
    expect(user[JOBS].jobs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ organization: away.companyCode, department: "기획팀", duty: "팀장", primary: false }),
      ]),
    );
    // The chart finds the person by name and by the last four digits of the phone.
    expect(await search("김영희")).toContain("bjensen");
    expect(await search("1234")).toContain("bjensen");
  });

  it("refuses a second person with the same userName (409 uniqueness)", async () => {
    const res = await scim.create("Users", { ...bjensen(), userName: "BJensen" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ schemas: [ERROR], status: "409", scimType: "uniqueness" });
  });

  it("finds people by userName, externalId and e-mail filters, with paging", async () => {
    for (const name of ["page-a", "page-b", "page-c"]) {
      expect((await scim.create("Users", bjensen(name))).statusCode).toBe(201);
    }
    const byName = (await scim.query("Users", { filter: 'userName eq "BJENSEN"' })).json();
    expect(byName).toMatchObject({ totalResults: 1, Resources: [{ id: "bjensen" }] });
    const byExternal = (await scim.query("Users", { filter: 'externalId eq "ext-page-b"' })).json();
    expect(byExternal.Resources.map((r: { id: string }) => r.id)).toEqual(["page-b"]);
    const byMail = await scim.query("Users", { filter: 'emails[type eq "work"].value eq "page-c@example.com"' });
    expect(byMail.json().Resources.map((r: { id: string }) => r.id)).toEqual(["page-c"]);
    const none = (await scim.query("Users", { filter: 'userName eq "nobody"' })).json();
    expect(none).toMatchObject({ totalResults: 0, Resources: [] });
    const page = (await scim.query("Users", { startIndex: 2, count: 2 })).json();
    expect(page).toMatchObject({ startIndex: 2, itemsPerPage: 2 });
    expect(page.totalResults).toBeGreaterThanOrEqual(5);
  });

  it("replaces a person with PUT and honours If-Match (412 on a stale version)", async () => {
    const before = (await scim.get("Users", "page-a")).json();
    const body = { ...bjensen("page-a"), displayName: "박지성", [ENTERPRISE]: { organization: home.companyCode, department: "개발팀", employeeNumber: "E-77" } };
    const stale = await scim.replace("Users", "page-a", body, { "if-match": 'W/"stale"' });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ schemas: [ERROR], status: "412" });
    const res = await scim.replace("Users", "page-a", body, { "if-match": before.meta.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ displayName: "박지성", [ENTERPRISE]: { department: "개발팀", employeeNumber: "E-77" } });
    expect(res.json().meta.version).not.toBe(before.meta.version);
    const rename = await scim.replace("Users", "page-a", { ...body, userName: "other" });
    expect(rename.json()).toMatchObject({ status: "400", scimType: "mutability" });
  });

  it("modifies with PATCH add, replace and remove, with and without a path", async () => {
    const ops = [
      { op: "replace", path: "displayName", value: "이순신" },
      { op: "add", path: "phoneNumbers", value: [{ value: "02-123-4567", type: "work" }] },
      { op: "replace", path: `${ENTERPRISE}:department`, value: "개발팀" },
      { op: "Replace", value: { title: "부장", "name.givenName": "Sun" } },
      { op: "remove", path: `${JOBS}:jobs[organization eq "${away.companyCode}"]` },
    ];
    const res = await scim.patch("Users", "page-b", ops);
    expect(res.statusCode, res.body).toBe(200);
    const user = (await scim.get("Users", "page-b")).json();
    expect(user).toMatchObject({ displayName: "이순신", title: "부장", [ENTERPRISE]: { department: "개발팀" } });
    expect(user.phoneNumbers).toEqual(expect.arrayContaining([expect.objectContaining({ value: "02-123-4567", type: "work" })]));
    expect(user[JOBS].jobs).toHaveLength(1);
    const removed = await scim.patch("Users", "page-b", [{ op: "remove", path: "emails" }]);
    expect(removed.json().emails).toEqual([]);
  });

  it("gives a provisioned person no password until the initial-password flow sends one", async () => {
    const row = (await t.app.db.select().from(accounts).where(eq(accounts.accountId, "page-c")))[0]!;
    expect(row.passwordHash).toBeNull();
    const refused = await login(t.app, { accountId: "page-c", password: "Anything!234" });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: "UNAUTHORIZED" });
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/account/user/init-password",
      payload: { accountId: "page-c", name: "김영희" },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const sent = await lastMailboxMessage(t.app);
    expect(sent.to).toBe("010-5555-1234");
    const first = await login(t.app, { accountId: "page-c", password: sent.code });
    expect(first.statusCode, first.body).toBe(200);
  });

  it("deletes a person (204), after which it is gone", async () => {
    const res = await scim.remove("Users", "page-c");
    expect(res.statusCode).toBe(204);
    expect((await scim.get("Users", "page-c")).statusCode).toBe(404);
    expect((await scim.remove("Users", "page-c")).json()).toMatchObject({ schemas: [ERROR], status: "404" });
  });

  it("audits every change with the key as the actor", async () => {
    const rows = await t.app.db.select().from(auditLog).where(eq(auditLog.accountId, "page-a"));
    const events = rows.map((r) => r.event);
    expect(events).toEqual(expect.arrayContaining(["SCIM_USER_CREATED", "SCIM_USER_UPDATED"]));
    expect(rows[0]!.details).toMatchObject({ actor: expect.stringMatching(/^api-key:\d+$/) });
  });
});
