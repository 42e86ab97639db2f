/**
 * Two nodes on one PostgreSQL database: they agree on one VAPID key pair even when they create
 * it at the same moment, and their workers drain one queue so that each push reaches its
 * subscription exactly once, within 10 s of the event. PGlite has no second connection: skipped.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../server/build-app";
import type { Database } from "../../server/db/client";
import { pushQueue, pushVapidKeys } from "../../server/db/schema";
import { enqueueNoticePush } from "../../server/modules/push/events";
import { loadVapidKeys } from "../../server/modules/push/vapid";
import { createMember, createNotice } from "../helpers/factories";
import { resultOf, signIn } from "../helpers/portal-support";
import { browserKeys, startPushService, type FakePushService } from "../helpers/push-service";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { openSecondConnection } from "../helpers/test-db";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let a: TestApp;
let second: Database | null = null;
let b: FastifyInstance;
let service: FakePushService;

beforeAll(async () => {
  if (!onPostgres) return;
  service = await startPushService();
  a = await createTestApp({ env: { PUSH_WORKER_INTERVAL_MS: "200" } });
  second = await openSecondConnection(a.database);
  if (!second) throw new Error("no second connection");
  b = await buildApp({ config: a.config, database: second });
  await b.ready();
});
afterAll(async () => {
  await b?.close();
  await second?.close();
  await a?.close();
  await service?.close();
});

describe.skipIf(!onPostgres)("push on two nodes", () => {
  it("ends with one VAPID key pair when both nodes create it at once", async () => {
    await a.app.db.delete(pushVapidKeys);
    const [onA, onB] = await Promise.all([
      loadVapidKeys(a.app.db),
      loadVapidKeys((second as Database).db),
    ]);
    expect(onB).toEqual(onA);
    expect(await a.app.db.select().from(pushVapidKeys)).toHaveLength(1);
  });

  it("delivers every push exactly once and within 10 s, both workers draining", async () => {
    const user = await createMember(a.app.db);
    const caller = await signIn(a.app, user);
    const paths: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      const body = { endpoint: `${service.origin}/node/${i}`, keys: browserKeys().keys };
      resultOf(await caller.send("POST", "/api/push/subscriptions", body));
      paths.push(`/node/${i}`);
    }
    const started = Date.now();
    for (let i = 0; i < 4; i += 1) {
      const notice = await createNotice(a.app.db, { companyId: user.companyId });
      // Events queued on either node; the other node's worker finds them by polling.
      await enqueueNoticePush(i % 2 ? a.app.db : b.db, notice.postId);
    }
    await vi.waitFor(() => expect(service.requests).toHaveLength(32), {
      timeout: 10_000,
      interval: 50,
    });
    const elapsed = Date.now() - started;
    expect(elapsed).toBeLessThan(10_000);
    console.info(`push-nodes: 32 pushes delivered ${elapsed} ms after their events`);
    // Both workers keep polling a while longer: still nothing twice.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(service.requests).toHaveLength(32);
    for (const path of paths) {
      expect(service.requests.filter((r) => r.path === path)).toHaveLength(4);
    }
    const rows = await a.app.db.select({ status: pushQueue.status }).from(pushQueue);
    expect(rows.every((r) => r.status === "sent")).toBe(true);
  });
});
