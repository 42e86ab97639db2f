/**
 * PUT /api/favorite with an Idempotency-Key: a replay answers the first answer and changes
 * nothing, another body conflicts, keys are per user, parallel requests apply once, and a failed
 * edit does not keep its key. (The list itself: portal-favorite.test.ts.)
 */
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { favorites, idempotencyKeys } from "../../server/db/schema";
import { createMember, type TestUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { signIn, type Caller } from "../helpers/portal-support";

let t: TestApp;
let memberUser: TestUser;
let otherUser: TestUser;
let member: Caller;
let other: Caller;
beforeAll(async () => {
  t = await createTestApp();
  [memberUser, otherUser] = [await createMember(t.app.db), await createMember(t.app.db)];
  member = await signIn(t.app, memberUser);
  other = await signIn(t.app, otherUser);
});
afterAll(() => t?.close());

const put = (caller: Caller, body: unknown, headers?: Record<string, string>) =>
  caller.send("PUT", "/api/favorite", body, headers);
const rowCount = async ({ accountId, companyId }: TestUser) => {
  const [row] = await t.app.db
    .select({ n: count() })
    .from(favorites)
    .where(and(eq(favorites.accountId, accountId), eq(favorites.companyId, companyId)));
  return row?.n ?? 0;
};

describe("Idempotency-Key", () => {
  const body = [{ name: "한 번만", url: "https://once.example/", priority: 1 }];

  it("replays the first answer for the same key and body without changing anything", async () => {
    const key = { "idempotency-key": "fav-key-0001" };
    const before = await rowCount(memberUser);
    const first = await put(member, body, key);
    expect(first.statusCode).toBe(200);
    expect(await rowCount(memberUser)).toBe(before + 1);
    const again = await put(member, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json().result).toEqual(first.json().result);
    expect(await rowCount(memberUser)).toBe(before + 1);
  });

  it("answers 409 CONFLICT for the same key with another body, and stores nothing", async () => {
    const key = { "idempotency-key": "fav-key-0002" };
    expect((await put(member, body, key)).statusCode).toBe(200);
    const before = await rowCount(memberUser);
    const changed = await put(member, [{ ...body[0], name: "다른 내용" }], key);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe("CONFLICT");
    expect(await rowCount(memberUser)).toBe(before);
  });

  it("keeps keys per user: the same key of another user is a fresh edit", async () => {
    const key = { "idempotency-key": "shared-key-1" };
    expect((await put(member, body, key)).statusCode).toBe(200);
    const before = await rowCount(otherUser);
    const res = await put(other, body, key);
    expect(res.statusCode).toBe(200);
    expect(res.headers["idempotent-replayed"]).toBeUndefined();
    expect(await rowCount(otherUser)).toBe(before + 1);
  });

  it("applies parallel requests with one key exactly once", async () => {
    const key = { "idempotency-key": "parallel-key-1" };
    const before = await rowCount(memberUser);
    const answers = await Promise.all([1, 2, 3, 4].map(() => put(member, body, key)));
    for (const res of answers) expect(res.statusCode).toBe(200);
    const results = answers.map((res) => JSON.stringify(res.json().result));
    expect(new Set(results).size).toBe(1);
    expect(await rowCount(memberUser)).toBe(before + 1);
    const keys = await t.app.db
      .select({ n: count() })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, "parallel-key-1"));
    expect(keys[0]?.n).toBe(1);
  });

  it("does not keep the key of a failed edit, and validates the key", async () => {
    const key = { "idempotency-key": "failed-key-1" };
    const bad = await put(
      member,
      [{ id: 999_999, name: "x", url: "https://x.example/", priority: 1 }],
      key,
    );
    expect(bad.statusCode).toBe(404);
    expect((await put(member, body, key)).statusCode).toBe(200);
    for (const invalid of ["short", "x".repeat(129), "has space here", "ключ-ключ"]) {
      const res = await put(member, body, { "idempotency-key": invalid });
      expect(res.statusCode, invalid).toBe(400);
      expect(res.json().code).toBe("VALIDATION_ERROR");
    }
  });
});
