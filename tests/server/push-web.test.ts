/**
 * Web Push end to end on the server: a browser subscribes (keys made here), an event is queued,
 * the queue is drained, and the test's own push service on loopback receives the request, which
 * the test decrypts (RFC 8291) and whose VAPID header it verifies (RFC 8292). Settings off and
 * quiet hours send nothing; a 410 drops the subscription; logout and a company switch end it.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminRights, pushSubscriptions } from "../../server/db/schema";
import { drainOnce } from "../../server/modules/push/deliver";
import { enqueueNoticePush, onApprovalCountChanged } from "../../server/modules/push/events";
import { loadVapidKeys, type VapidKeys } from "../../server/modules/push/vapid";
import { addJob, createCompany, createMember, createNotice } from "../helpers/factories";
import { callerOf, resultOf, signIn, type Caller } from "../helpers/portal-support";
import {
  browserKeys,
  decryptPush,
  startPushService,
  verifyVapid,
  type FakePushService,
} from "../helpers/push-service";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let service: FakePushService;
let vapid: VapidKeys;

beforeAll(async () => {
  t = await createTestApp();
  service = await startPushService();
  vapid = await loadVapidKeys(t.app.db);
});
afterAll(async () => {
  await service?.close();
  await t?.close();
});
beforeEach(() => {
  service.requests.length = 0;
});

/** What the worker of a node does, run here to the end so the tests need no timing. */
async function drain() {
  const ctx = { db: t.app.db, config: t.config, vapid, now: () => new Date(), log: t.app.log };
  while ((await drainOnce(ctx)) > 0);
}

let endpoints = 0;
async function subscribe(caller: Caller) {
  const browser = browserKeys();
  endpoints += 1;
  const endpoint = `${service.origin}/push/${endpoints}`;
  const res = await caller.send("POST", "/api/push/subscriptions", {
    endpoint,
    keys: browser.keys,
  });
  const { id } = resultOf<{ id: string }>(res);
  return { id, endpoint, path: `/push/${endpoints}`, browser };
}

const to = (path: string) => service.requests.filter((r) => r.path === path);

describe("web push", () => {
  it("publishes one VAPID public key, the one every node loads from the database", async () => {
    const { publicKey } = resultOf<{ publicKey: string }>(
      await t.app.inject({ method: "GET", url: "/api/push/vapid-public-key" }),
    );
    expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);
    expect(publicKey).toBe(vapid.publicKey);
    expect((await loadVapidKeys(t.app.db)).publicKey).toBe(publicKey);
  });

  it("delivers an encrypted notice with its TTL and a VAPID header signed by that key", async () => {
    const user = await createMember(t.app.db);
    const sub = await subscribe(await signIn(t.app, user));
    const notice = await createNotice(t.app.db, { companyId: user.companyId, title: "점검 안내" });
    await enqueueNoticePush(t.app.db, notice.postId);
    await drain();

    const [request] = to(sub.path);
    expect(request).toBeDefined();
    expect(request!.headers["content-encoding"]).toBe("aes128gcm");
    expect(request!.headers.ttl).toMatch(/^\d+$/);
    expect(Number(request!.headers.ttl)).toBe(86_400);
    expect(decryptPush(request!.body, sub.browser)).toMatchObject({
      type: "notice",
      noticeId: notice.postId,
      title: "새 공지사항",
      body: "점검 안내",
      url: `/noticeDetail/${notice.postId}`,
    });
    const { key, claims } = verifyVapid(request!.headers.authorization);
    expect(key).toBe(vapid.publicKey);
    expect(claims.aud).toBe(service.origin);
    expect(claims.sub).toMatch(/^mailto:/);
    const now = Date.now() / 1000;
    expect(claims.exp).toBeGreaterThan(now);
    expect(claims.exp).toBeLessThanOrEqual(now + 24 * 3600);
  });

  it("sends a company's notice only to that company's subscriptions", async () => {
    const inside = await createMember(t.app.db);
    const outside = await createMember(t.app.db);
    const a = await subscribe(await signIn(t.app, inside));
    const b = await subscribe(await signIn(t.app, outside));
    const notice = await createNotice(t.app.db, { companyId: inside.companyId });
    await enqueueNoticePush(t.app.db, notice.postId);
    await drain();
    expect(to(a.path)).toHaveLength(1);
    expect(to(b.path)).toHaveLength(0);
  });

  it("stores settings as given, and sends nothing for a category that is off", async () => {
    const user = await createMember(t.app.db);
    const caller = await signIn(t.app, user);
    const sub = await subscribe(caller);
    const settings = {
      notices: false,
      approvals: true,
      quietHours: { from: "22:00", to: "07:00" },
    };
    resultOf(await caller.send("PUT", "/api/push/settings", settings));
    expect(resultOf(await caller.get("/api/push/settings"))).toEqual(settings);

    const notice = await createNotice(t.app.db, { companyId: user.companyId });
    await enqueueNoticePush(t.app.db, notice.postId);
    await drain();
    expect(to(sub.path)).toHaveLength(0);
  });

  it("sends nothing inside quiet hours (Asia/Seoul), and approvals when the count rises", async () => {
    const user = await createMember(t.app.db);
    const caller = await signIn(t.app, user);
    const sub = await subscribe(caller);
    // Quiet from this Seoul minute to two hours later: now is inside.
    const seoul = new Date(Date.now() + 9 * 3600_000);
    const hhmm = (d: Date) => d.toISOString().slice(11, 16);
    const quietHours = { from: hhmm(seoul), to: hhmm(new Date(seoul.getTime() + 2 * 3600_000)) };
    resultOf(
      await caller.send("PUT", "/api/push/settings", {
        notices: true,
        approvals: true,
        quietHours,
      }),
    );
    await onApprovalCountChanged(t.app.db, user.accountId, user.companyId, 1, 2);
    await drain();
    expect(to(sub.path)).toHaveLength(0);

    resultOf(
      await caller.send("PUT", "/api/push/settings", {
        notices: true,
        approvals: true,
        quietHours: null,
      }),
    );
    await onApprovalCountChanged(t.app.db, user.accountId, user.companyId, 3, 2); // fell: no push
    await onApprovalCountChanged(t.app.db, user.accountId, user.companyId, 2, 4);
    await drain();
    const requests = to(sub.path);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.headers.topic).toBe("approvals");
    expect(decryptPush(requests[0]!.body, sub.browser)).toMatchObject({
      type: "approvals",
      count: 4,
      url: "/user",
    });
  });

  it("drops a subscription the push service answers 410 for, and counts it for admins", async () => {
    const user = await createMember(t.app.db);
    const sub = await subscribe(await signIn(t.app, user));
    service.answer(sub.path, 410);
    const notice = await createNotice(t.app.db, { companyId: user.companyId });
    await enqueueNoticePush(t.app.db, notice.postId);
    await drain();
    expect(to(sub.path)).toHaveLength(1);
    const rows = await t.app.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, sub.id));
    expect(rows).toEqual([]);

    const stats = "/api/admin/push/stats?days=1";
    const member = await signIn(t.app, user);
    expect((await member.get(stats)).statusCode).toBe(403);
    await t.app.db
      .insert(adminRights)
      .values({ accountId: user.accountId, companyId: user.companyId });
    // A company admin sees the figures of its company's people: this one drop, nothing else.
    expect(resultOf(await member.get(stats))).toMatchObject({ sent: 0, dropped: 1, failed: 0 });
  });

  it("ends a subscription at logout and at a company switch", async () => {
    const user = await createMember(t.app.db);
    const second = await createCompany(t.app.db);
    await addJob(t.app.db, user, { companyId: second.id });
    const loggedOut = await signIn(t.app, user);
    const gone = await subscribe(loggedOut);
    resultOf(await loggedOut.get("/api/logout"));
    const switching = await signIn(t.app, user);
    const old = await subscribe(switching);
    const switched = await switching.send("POST", `/api/token/reissuance/${second.id}`, {});
    expect(switched.statusCode).toBe(200);
    const notice = await createNotice(t.app.db, { companyId: null });
    await enqueueNoticePush(t.app.db, notice.postId);
    await drain();
    expect(to(gone.path)).toHaveLength(0);
    expect(to(old.path)).toHaveLength(0);
    // Re-subscribed for the new company, the same browser receives again.
    const fresh = callerOf(t.app, switched.json().result.accessToken);
    resultOf(
      await fresh.send("POST", "/api/push/subscriptions", {
        endpoint: old.endpoint,
        keys: old.browser.keys,
      }),
    );
    await enqueueNoticePush(
      t.app.db,
      (await createNotice(t.app.db, { companyId: second.id })).postId,
    );
    await drain();
    expect(to(old.path)).toHaveLength(1);
  });

  it("refuses endpoints that are not push services and malformed keys (400)", async () => {
    const caller = await signIn(t.app, await createMember(t.app.db));
    const { keys } = browserKeys();
    for (const body of [
      { endpoint: "http://push.example.com/x", keys },
      { endpoint: "ftp://127.0.0.1/x", keys },
      { endpoint: `${service.origin}/x`, keys: { ...keys, p256dh: "AAAA" } },
      { endpoint: `${service.origin}/x`, keys: { ...keys, auth: 5 } },
    ]) {
      expect((await caller.send("POST", "/api/push/subscriptions", body)).statusCode).toBe(400);
    }
    expect(
      (
        await caller.send("PUT", "/api/push/settings", {
          notices: true,
          approvals: true,
          quietHours: { from: "25:00", to: "07:00" },
        })
      ).statusCode,
    ).toBe(400);
  });
});
