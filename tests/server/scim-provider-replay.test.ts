/**
 * Replays the request sequences of Microsoft Entra ID and Okta (tests/fixtures/scim/*.json,
 * written from their public provisioning documentation) against the server. `{{name}}` in a
 * step is the company code, a department name, or an id an earlier step saved.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "../helpers/api-keys";
import { createCompany, createDepartment } from "../helpers/factories";
import { scimClient, type ScimClient } from "../helpers/scim-client";
import { createTestApp, type TestApp } from "../helpers/test-app";

interface Step {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  body?: unknown;
  expect: { status: number; body?: unknown };
  save?: string;
}

const DIR = join(__dirname, "../fixtures/scim");
const fixtures = readdirSync(DIR)
  .filter((f) => /^(entra|okta)-.*\.json$/.test(f))
  .map((file) => ({ file, steps: (JSON.parse(readFileSync(join(DIR, file), "utf8")) as { steps: Step[] }).steps }));

let t: TestApp;
let scim: ScimClient;
const values: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  const company = await createCompany(t.app.db);
  const department = await createDepartment(t.app.db, { companyId: company.id, parentId: company.root.id });
  values.company = company.companyCode;
  values.department = department.name;
  scim = scimClient(t.app, (await createApiKey(t.app.db, ["scim"])).secret);
});
afterAll(() => t?.close());

const fill = (text: string) => text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => values[name] ?? `{{${name}}}`);

describe("identity provider request sequences", () => {
  it.each(fixtures)("$file", async ({ steps }) => {
    expect(steps.length).toBeGreaterThan(3);
    for (const [index, step] of steps.entries()) {
      const body = step.body === undefined ? undefined : JSON.parse(fill(JSON.stringify(step.body)));
      const res = await scim.request(step.method, fill(step.path), body);
      const where = `step ${index + 1}: ${step.method} ${step.path} -> ${res.statusCode} ${res.body}`;
      expect(res.statusCode, where).toBe(step.expect.status);
      if (res.statusCode !== 204) expect(res.headers["content-type"], where).toMatch(/^application\/scim\+json/);
      if (step.expect.body) {
        expect(res.json(), where).toMatchObject(JSON.parse(fill(JSON.stringify(step.expect.body))));
      }
      if (step.save) values[step.save] = res.json().id;
    }
  });
});
