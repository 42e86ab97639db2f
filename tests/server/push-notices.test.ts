/**
 * Admin notices (server/modules/admin) reach devices: created with `push: true` it is pushed to
 * everyone who may see it; a must-acknowledge one is reminded, once, to those still pending.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminRights } from "../../server/db/schema";
import { drainOnce } from "../../server/modules/push/deliver";
import { loadVapidKeys } from "../../server/modules/push/vapid";
import { createUser, createCompany } from "../helpers/factories";
import { resultOf, signIn, type Caller } from "../helpers/portal-support";
import {
  browserKeys,
  decryptPush,
  startPushService,
  type FakePushService,
} from "../helpers/push-service";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
let service: FakePushService;
beforeAll(async () => {
  t = await createTestApp();
  service = await startPushService();
});
afterAll(async () => {
  await service?.close();
  await t?.close();
});

async function drain() {
  const vapid = await loadVapidKeys(t.app.db);
  const ctx = { db: t.app.db, config: t.config, vapid, now: () => new Date(), log: t.app.log };
  while ((await drainOnce(ctx)) > 0);
}

async function subscribed(caller: Caller, path: string) {
  const browser = browserKeys();
  const body = { endpoint: `${service.origin}${path}`, keys: browser.keys };
  resultOf(await caller.send("POST", "/api/push/subscriptions", body));
  return browser;
}

describe("admin notices as pushes", () => {
  it("pushes a notice created with push: true, and reminds only who has not acknowledged", async () => {
    const company = await createCompany(t.app.db);
    const admin = await createUser(t.app.db, { companyId: company.id });
    const reader = await createUser(t.app.db, { companyId: company.id });
    const late = await createUser(t.app.db, { companyId: company.id });
    await t.app.db
      .insert(adminRights)
      .values({ accountId: admin.accountId, companyId: company.id });
    const adminCaller = await signIn(t.app, admin);
    const readerCaller = await signIn(t.app, reader);
    const readerKeys = await subscribed(readerCaller, "/reader");
    await subscribed(await signIn(t.app, late), "/late");

    const body = {
      title: "보안 서약",
      html: "<p>서약</p>",
      companyId: company.id,
      mustAcknowledge: true,
      push: true,
    };
    const created = resultOf<{ id: number }>(
      await adminCaller.send("POST", "/api/admin/notices", body),
    );
    await drain();
    const first = service.requests.find((r) => r.path === "/reader");
    expect(decryptPush(first!.body, readerKeys)).toMatchObject({
      type: "notice",
      noticeId: created.id,
      body: "보안 서약",
    });
    expect(service.requests.filter((r) => r.path === "/late")).toHaveLength(1);

    resultOf(await readerCaller.send("POST", `/api/notices/${created.id}/ack`, {}));
    service.requests.length = 0;
    // The reminder is due PUSH_ACK_REMINDER_MINUTES later: bring that moment forward.
    await t.app.db.execute(
      sql`update push_queue set run_at = now() where body->>'type' = 'reminder'`,
    );
    await drain();
    await drain(); // a second pass finds nothing more: the reminder is sent once
    expect(service.requests.map((r) => r.path)).toEqual(["/late"]);
  });
});
