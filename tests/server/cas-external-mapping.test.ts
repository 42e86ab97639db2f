/**
 * External CAS (CAS_BASE_URL) with CAS_USER_ATTRIBUTE: the attribute's value names the portal
 * account, which must be provisioned already. A known active account logs in; an unknown one,
 * a retired one or an answer without the attribute ends on /login?error=UNKNOWN_ACCOUNT (the
 * login page's localized "not an account of the portal" message), and no account is created.
 */
import { count, eq } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts } from "../../server/db/schema";
import { NS } from "../helpers/cas-fake-answers";
import { sessionCount } from "../helpers/cas-helpers";
import { createMember } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";

/** A success for CAS user `user` with the portal id in the employeeId attribute. */
const answer = (user: string, employeeId?: string) =>
  `<cas:serviceResponse ${NS}><cas:authenticationSuccess><cas:user>${user}</cas:user><cas:attributes>` +
  (employeeId === undefined ? "" : `<cas:employeeId>${employeeId}</cas:employeeId>`) +
  `</cas:attributes></cas:authenticationSuccess></cas:serviceResponse>`;

let next = answer("x");
let cas: FastifyInstance;
let t: TestApp;
let known: string;
let retired: string;

beforeAll(async () => {
  cas = Fastify({ forceCloseConnections: true });
  cas.get("/p3/serviceValidate", (_request, reply) => reply.type("application/xml").send(next));
  const casBase = await cas.listen({ host: "127.0.0.1", port: 0 });
  t = await createTestApp({ env: { CAS_BASE_URL: casBase, CAS_USER_ATTRIBUTE: "employeeId" } });
  known = (await createMember(t.app.db)).accountId;
  retired = (await createMember(t.app.db, { account: { status: "RETIRED" } })).accountId;
});
afterAll(async () => {
  await t?.close();
  await cas?.close();
});

const login = async (casAnswer: string) => {
  next = casAnswer;
  const res = await t.app.inject({ url: `/api/token/cas?ticket=ST-${"B".repeat(43)}` });
  expect(res.statusCode).toBe(302);
  return res.headers.location;
};
const accountCount = async () =>
  (await t.database.db.select({ n: count() }).from(accounts))[0]?.n ?? 0;

describe("external CAS account mapping", () => {
  it("logs a provisioned account in by the configured attribute, not by cas:user", async () => {
    const before = await sessionCount(t.database.db);
    expect(await login(answer("someone-else", known.toUpperCase()))).toMatch(
      /^\/login\?temporaryToken=tmp_/,
    );
    expect(await sessionCount(t.database.db)).toBe(before + 1);
  });

  it("refuses unknown and retired accounts and answers without the attribute", async () => {
    const accountsBefore = await accountCount();
    const sessionsBefore = await sessionCount(t.database.db);
    for (const casAnswer of [
      answer(known, "nobody-provisioned"),
      answer("whoever", retired),
      answer(known),
    ]) {
      expect(await login(casAnswer)).toBe("/login?error=UNKNOWN_ACCOUNT");
    }
    expect(await accountCount()).toBe(accountsBefore);
    expect(await sessionCount(t.database.db)).toBe(sessionsBefore);
    const [row] = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.accountId, retired));
    expect(row?.status).toBe("RETIRED");
  });
});
