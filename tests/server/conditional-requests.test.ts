/**
 * Conditional reads (server/plugins/etag.ts): the cacheable GETs carry a strong ETag, answer 304
 * without a body when If-None-Match matches, and a changed list gets a new tag.
 */
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createBanner,
  createCompany,
  createMenu,
  createUser,
  createWeather,
} from "../helpers/factories";
import { DATA_CONTENT_SECURITY_POLICY } from "../../server/plugins/header-policies";
import { resultOf, signIn, type Caller } from "../helpers/portal-support";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let member: Caller; // company `home`
let awayMember: Caller; // company `away`, same menu names
let home: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.db;
  const away = (await createCompany(db)).id;
  home = (await createCompany(db)).id;
  for (const companyId of [home, away]) {
    await createMenu(db, { companyId, name: "전자결재" });
    await createMenu(db, { companyId, name: "메일" });
    await createMenu(db, { companyId, type: "OFFICE", name: "문서함" });
    await createBanner(db, { companyId });
  }
  await createWeather(db);
  member = await signIn(t.app, await createUser(db, { companyId: home }));
  awayMember = await signIn(t.app, await createUser(db, { companyId: away }));
});
afterAll(() => t?.close());

// `{home}` is the member's company, known once the suite has created it.
const CACHEABLE = [
  "/api/weather",
  "/api/menu/WORK",
  "/api/menu/OFFICE",
  "/api/banner/display",
  "/api/organization-chart/all?companyId={home}",
  "/api/favorite",
];

/** What the 304 costs on the wire: status line, headers and body. */
function wireBytes(res: LightMyRequestResponse): number {
  const headers = Object.entries(res.headers)
    .map(([name, value]) => `${name}: ${String(value)}\r\n`)
    .join("");
  return (
    Buffer.byteLength(`HTTP/1.1 ${res.statusCode} Not Modified\r\n${headers}\r\n`) +
    res.rawPayload.length
  );
}

describe("strong ETags on the cacheable reads", () => {
  it.each(CACHEABLE)("%s carries a strong ETag and answers 304 to it", async (path) => {
    const url = path.replace("{home}", String(home));
    const first = await member.get(url);
    expect(first.statusCode, first.body).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await member.get(url, { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    expect(again.headers["content-type"]).toBeUndefined();
    expect(again.headers["cache-control"]).toBe("no-store");
  });

  it("matches a tag in a list, a weak form of the tag, and *", async () => {
    const etag = String((await member.get("/api/menu/WORK")).headers.etag);
    for (const header of [`"other", ${etag}`, `W/${etag}`, "*"]) {
      expect((await member.get("/api/menu/WORK", { "if-none-match": header })).statusCode).toBe(
        304,
      );
    }
    const other = await member.get("/api/menu/WORK", { "if-none-match": '"other", W/"x"' });
    expect(other.statusCode).toBe(200);
    expect(resultOf<unknown[]>(other)).toHaveLength(2);
  });

  it("an unchanged menu costs a few hundred bytes", async () => {
    const full = await member.get("/api/menu/WORK");
    const notModified = await member.get("/api/menu/WORK", {
      "if-none-match": String(full.headers.etag),
    });
    expect(notModified.statusCode).toBe(304);
    // Data's headers, not a page's (decision 0017): the policies a page needs would double it.
    expect(notModified.headers["content-security-policy"]).toBe(DATA_CONTENT_SECURITY_POLICY);
    expect(wireBytes(notModified)).toBeLessThan(600);
    expect(wireBytes(notModified)).toBeLessThan(wireBytes(full));
  });

  it("an edited menu answers 200 with the new order and a new tag", async () => {
    const before = await member.get("/api/menu/WORK");
    const items = resultOf<{ id: number }[]>(before);
    const reversed = [...items].reverse().map((item, i) => ({ id: item.id, priority: i + 1 }));
    expect((await member.send("PUT", "/api/menu/WORK/user", reversed)).statusCode).toBe(200);
    const after = await member.get("/api/menu/WORK", {
      "if-none-match": String(before.headers.etag),
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(resultOf<{ id: number }[]>(after).map((item) => item.id)).toEqual(
      reversed.map((item) => item.id),
    );
  });

  it("tags differ between companies and languages, so no copy answers for another", async () => {
    const ko = await awayMember.get("/api/menu/OFFICE", { "accept-language": "ko" });
    const en = await awayMember.get("/api/menu/OFFICE", { "accept-language": "en" });
    const otherCompany = await member.get("/api/menu/OFFICE", { "accept-language": "ko" });
    expect(new Set([ko.headers.etag, en.headers.etag, otherCompany.headers.etag]).size).toBe(3);
    const crossed = await awayMember.get("/api/menu/OFFICE", {
      "accept-language": "en",
      "if-none-match": String(ko.headers.etag),
    });
    expect(crossed.statusCode).toBe(200);
  });

  it("reads that did not opt in carry no ETag", async () => {
    const res = await member.get("/api/user");
    expect(res.headers.etag).toBeUndefined();
  });
});
