/**
 * `active: false` ends every session of the account at once (the access token in hand fails on
 * the next call, not in 15 minutes) and hides the person from the chart; `active: true` brings
 * the person back. Also: keys without the scope, and strange input answered with 400 SCIM errors.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "../helpers/api-keys";
import { createCompany, createUser, type TestCompany, type TestUser } from "../helpers/factories";
import { signIn, type Caller } from "../helpers/portal-support";
import { ERROR, scimClient, type ScimClient } from "../helpers/scim-client";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let scim: ScimClient;
let company: TestCompany;
let person: TestUser;
let viewer: Caller;
beforeAll(async () => {
  t = await createTestApp();
  company = await createCompany(t.app.db);
  person = await createUser(t.app.db, { companyId: company.id });
  viewer = await signIn(t.app, await createUser(t.app.db, { companyId: company.id }));
  scim = scimClient(t.app, (await createApiKey(t.app.db, ["scim"])).secret);
});
afterAll(() => t?.close());

async function listed(): Promise<boolean> {
  const params = new URLSearchParams({ companyId: String(company.id), searchWord: person.name });
  const res = await viewer.get(`/api/organization-chart/user/search?${params}`);
  return res.json().result.deptUsers.some((u: { accountId: string }) => u.accountId === person.accountId);
}

describe("SCIM deactivation", () => {
  it("ends the person's sessions at once and hides them; active true restores", async () => {
    const session = await signIn(t.app, person);
    expect((await session.get("/api/user")).statusCode).toBe(200);
    expect(await listed()).toBe(true);

    // Entra sends the boolean as a string.
    const off = await scim.patch("Users", person.accountId, [{ op: "Replace", path: "active", value: "False" }]);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().active).toBe(false);
    expect((await session.get("/api/user")).statusCode).toBe(401);
    expect(await listed()).toBe(false);

    const on = await scim.patch("Users", person.accountId, [{ op: "replace", value: { active: true } }]);
    expect(on.json().active).toBe(true);
    expect(await listed()).toBe(true);
    // The old session stays ended; a new login works.
    expect((await session.get("/api/user")).statusCode).toBe(401);
    expect((await (await signIn(t.app, person)).get("/api/user")).statusCode).toBe(200);
  });

  it("answers 401 and 403 as SCIM errors", async () => {
    const anonymous = await t.app.inject({ url: "/scim/v2/Users" });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers["content-type"]).toMatch(/^application\/scim\+json/);
    expect(anonymous.json()).toMatchObject({ schemas: [ERROR], status: "401" });
    const feed = scimClient(t.app, (await createApiKey(t.app.db, ["feed"])).secret);
    expect((await feed.query("Users", {})).json()).toMatchObject({ schemas: [ERROR], status: "403" });
  });

  it("answers strange input with 400 SCIM errors, never 500", async () => {
    const cases = [
      scim.query("Users", { filter: "userName co \"x\"" }),
      scim.query("Users", { filter: 'userName eq "unterminated' }),
      scim.query("Users", { filter: "title eq \"x\"" }),
      scim.query("Users", { count: "ten" }),
      scim.create("Users", { userName: "" }),
      scim.create("Users", { userName: "ok-name", active: "maybe" }),
      scim.create("Users", { userName: "bad name!" }),
      scim.create("Users", { userName: "x".repeat(65) }),
      scim.create("Users", { userName: "ok-name", emails: "nope" }),
      scim.create("Users", { userName: "ok-name", "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User": { organization: "NOPE" } }),
      scim.create("Users", { userName: "ok-name", displayName: "a\u0000b" }),
      scim.create("Users", [1, 2]),
      scim.request("POST", "/Users", undefined, { "content-type": "application/scim+json" }),
      t.app.inject({ method: "POST", url: "/scim/v2/Users", headers: { authorization: `Bearer ${(await createApiKey(t.app.db, ["scim"])).secret}`, "content-type": "application/scim+json" }, payload: "{not json" }),
      scim.patch("Users", person.accountId, [{ op: "move", path: "x" }]),
      scim.patch("Users", person.accountId, [{ op: "replace", path: "emails[type eq]", value: 1 }]),
      scim.patch("Users", person.accountId, [{ op: "replace", path: "urn:unknown:thing", value: 1 }]),
      scim.patch("Users", person.accountId, [{ op: "remove" }]),
      scim.patch("Users", person.accountId, [{ op: "replace", value: "not an object" }]),
      scim.patch("Groups", "1", [{ op: "add", path: "members", value: [{ value: "nobody-here" }] }]),
    ];
    for (const res of await Promise.all(cases)) {
      expect([400, 404], `${res.statusCode} ${res.body}`).toContain(res.statusCode);
      expect(res.json()).toMatchObject({ schemas: [ERROR], status: String(res.statusCode) });
    }
    const unknown = await scim.request("GET", "/Nothing");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ schemas: [ERROR] });
  });
});
