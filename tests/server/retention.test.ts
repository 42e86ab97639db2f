/**
 * The retention job: expired credentials, old audit entries and old usage records go; anything
 * still within its period stays; and while one node holds the job's lock another node's pass
 * does nothing (PostgreSQL only: the embedded database has a single connection and one node).
 */
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../server/db/schema";
import { driverHandleOf } from "../../server/db/driver-handle";
import { RETENTION_LOCK_KEY, runRetention } from "../../server/modules/retention/retention-job";
import { createMember, type TestUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";

const NOW = new Date("2026-11-20T03:00:00Z");
const DAY = 86_400_000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);
const POLICY = { expiredDays: 7, auditDays: 365, usageDays: 90 };

let t: TestApp;
let owner: TestUser; // of every row the tests insert
beforeAll(async () => {
  t = await createTestApp();
  owner = await createMember(t.database.db);
});
afterAll(() => t?.close());

/** One row per table that is past its period (`old`) and one that is not. */
async function insertRows(tag: string, old: boolean) {
  const { db } = t.database;
  const { companyId } = owner;
  const expired = old ? ago(8) : ago(6); // credentials: 7 days after expiry
  const made = old ? ago(400) : ago(300);
  const base = { accountId: owner.accountId };
  await db.insert(s.refreshTokens).values({
    ...base,
    companyId,
    tokenHash: `rt-${tag}`,
    familyId: crypto.randomUUID(),
    expiresAt: expired,
    absoluteExpiresAt: expired,
  });
  await db.insert(s.verificationCodes).values({
    ...base,
    channel: "sms",
    codeHash: `vc-${tag}`,
    expiresAt: expired,
  });
  await db
    .insert(s.loginCodes)
    .values({ ...base, companyId, codeHash: `lc-${tag}`, expiresAt: expired });
  await db
    .insert(s.temporaryTokens)
    .values({ ...base, tokenHash: `tt-${tag}`, expiresAt: expired });
  await db.insert(s.casTickets).values({
    ...base,
    ticketHash: `st-${tag}`,
    service: "https://portal.example.com/api/token/cas",
    expiresAt: expired,
  });
  await db.insert(s.casSessions).values({ ...base, tgtHash: `tgt-${tag}`, expiresAt: expired });
  await db
    .insert(s.mailboxMessages)
    .values({ channel: "sms", recipient: tag, text: tag, createdAt: expired });
  await db.insert(s.auditLog).values({ event: `E-${tag}`, outcome: "SUCCESS", createdAt: made });
  await db.insert(s.usageLogs).values({
    serviceCode: tag,
    type: "MENU",
    createdAt: old ? ago(91) : ago(89),
  });
}

const TABLES = [
  s.refreshTokens,
  s.verificationCodes,
  s.loginCodes,
  s.temporaryTokens,
  s.casTickets,
  s.casSessions,
  s.mailboxMessages,
  s.auditLog,
  s.usageLogs,
] as const;

async function counts(): Promise<number[]> {
  return Promise.all(
    TABLES.map(async (table) => (await t.database.db.select({ n: count() }).from(table))[0]!.n),
  );
}

describe("retention job", () => {
  it("deletes what is past its period and keeps the rest", async () => {
    const before = await counts();
    await insertRows("old", true);
    await insertRows("recent", false);
    const outcome = await runRetention(t.database.db, POLICY, NOW);
    expect(outcome.ran).toBe(true);
    // Every table lost its old row (and any seed row past its period), never the recent one.
    const after = await counts();
    after.forEach((n, i) => expect(n, `table ${i}`).toBeGreaterThanOrEqual(1));
    after.forEach((n, i) => expect(n, `table ${i}`).toBeLessThanOrEqual(before[i]! + 1));
    const kept = await t.database.db
      .select()
      .from(s.auditLog)
      .where(eq(s.auditLog.event, "E-recent"));
    expect(kept).toHaveLength(1);
    const gone = await t.database.db.select().from(s.auditLog).where(eq(s.auditLog.event, "E-old"));
    expect(gone).toHaveLength(0);
    if (outcome.ran) {
      for (const table of ["refresh_tokens", "cas_sessions", "audit_log", "usage_logs"]) {
        expect(outcome.deleted[table], table).toBeGreaterThanOrEqual(1);
      }
    }
    // A second pass finds nothing more to do.
    const again = await runRetention(t.database.db, POLICY, NOW);
    expect(again.ran && Object.values(again.deleted).every((n) => n === 0)).toBe(true);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "skips its pass while another node holds the lock, and deletes nothing",
    async () => {
      await insertRows("locked", true);
      const handle = driverHandleOf(t.database);
      if (handle.kind !== "postgres") throw new Error("expected PostgreSQL");
      const other = await handle.pool.connect(); // stands for the other node
      try {
        await other.query("select pg_advisory_lock($1)", [RETENTION_LOCK_KEY]);
        const before = await counts();
        expect(await runRetention(t.database.db, POLICY, NOW)).toEqual({ ran: false });
        expect(await counts()).toEqual(before);
        await other.query("select pg_advisory_unlock($1)", [RETENTION_LOCK_KEY]);
        expect((await runRetention(t.database.db, POLICY, NOW)).ran).toBe(true);
      } finally {
        other.release();
      }
    },
  );
});
