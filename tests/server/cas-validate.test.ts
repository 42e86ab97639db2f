import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { accounts, casTickets } from "../../server/db/schema";
import { XML_CONTENT_TYPE } from "../../server/cas/xml";
import { ManualClock } from "../../server/plugins/clock";
import { createMember, type TestUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import {
  OTHER_SERVICE,
  SERVICE,
  TWO_SERVICES,
  loginTicket,
  sessionCount,
  validate,
} from "../helpers/cas-helpers";

let t: TestApp;
let user: TestUser;
const clock = new ManualClock();
beforeAll(async () => {
  t = await createTestApp({ clock, env: { CAS_SERVICES: TWO_SERVICES } });
  user = await createMember(t.app.db, { account: { name: "홍길동" } });
});
afterAll(() => t?.close());

describe("serviceValidate", () => {
  it.each(["/cas/p3/serviceValidate", "/cas/serviceValidate"])(
    "%s answers success as CAS XML",
    async (path) => {
      const ticket = await loginTicket(t.app, user);
      const { res, user: validated } = await validate(t.app, { service: SERVICE, ticket }, path);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe(XML_CONTENT_TYPE);
      expect(res.body).toContain('<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">');
      expect(res.body).toContain("<cas:authenticationSuccess>");
      expect(validated).toBe(user.accountId);
      expect(res.body).toContain("<cas:name>홍길동</cas:name>");
      expect(res.body).toMatch(/<cas:authenticationDate>\d{4}-\d\d-\d\dT/);
    },
  );

  it("INVALID_REQUEST without service or ticket, or with repeated parameters", async () => {
    expect((await validate(t.app, { ticket: "ST-abc" })).code).toBe("INVALID_REQUEST");
    expect((await validate(t.app, { service: SERVICE })).code).toBe("INVALID_REQUEST");
    const repeated = await t.app.inject({
      url: `/cas/p3/serviceValidate?service=a&service=b&ticket=ST-x`,
    });
    expect(repeated.statusCode).toBe(200);
    expect(repeated.body).toContain('code="INVALID_REQUEST"');
  });

  it("INVALID_TICKET_SPEC for anything but a service ticket", async () => {
    for (const ticket of ["PT-" + "a".repeat(43), "TGT-" + "a".repeat(43), "garbage", "ST-<x>"]) {
      expect((await validate(t.app, { service: SERVICE, ticket })).code).toBe(
        "INVALID_TICKET_SPEC",
      );
    }
  });

  it("INVALID_TICKET for an unknown ticket, and for a replay", async () => {
    expect((await validate(t.app, { service: SERVICE, ticket: "ST-" + "x".repeat(43) })).code).toBe(
      "INVALID_TICKET",
    );
    const ticket = await loginTicket(t.app, user);
    expect((await validate(t.app, { service: SERVICE, ticket })).user).toBe(user.accountId);
    expect((await validate(t.app, { service: SERVICE, ticket })).code).toBe("INVALID_TICKET");
  });

  it("a replayed ticket on the portal callback gives no session", async () => {
    const ticket = await loginTicket(t.app, user);
    const first = await t.app.inject({ url: `/api/token/cas?ticket=${ticket}` });
    expect(first.headers.location).toMatch(/^\/login\?temporaryToken=/);
    const sessions = await sessionCount(t.database.db);
    const replay = await t.app.inject({ url: `/api/token/cas?ticket=${ticket}` });
    expect(replay.statusCode).toBe(302);
    expect(replay.headers.location).toBe("/login?error=INVALID_TICKET");
    expect(await sessionCount(t.database.db)).toBe(sessions);
  });

  it("INVALID_TICKET when the ticket is 5 minutes and 1 second old", async () => {
    const fresh = await loginTicket(t.app, user);
    const stale = await loginTicket(t.app, user);
    clock.advance(5 * 60_000 - 1000);
    expect((await validate(t.app, { service: SERVICE, ticket: fresh })).user).toBe(user.accountId);
    clock.advance(2000);
    expect((await validate(t.app, { service: SERVICE, ticket: stale })).code).toBe(
      "INVALID_TICKET",
    );
  });

  it("INVALID_SERVICE for a ticket issued to another service, which burns it", async () => {
    const ticket = await loginTicket(t.app, user, OTHER_SERVICE);
    expect((await validate(t.app, { service: SERVICE, ticket })).code).toBe("INVALID_SERVICE");
    expect((await validate(t.app, { service: OTHER_SERVICE, ticket })).code).toBe("INVALID_TICKET");
    // The portal callback validates for its own service only.
    const other = await loginTicket(t.app, user, OTHER_SERVICE);
    expect((await t.app.inject({ url: `/api/token/cas?ticket=${other}` })).headers.location).toBe(
      "/login?error=INVALID_TICKET",
    );
  });

  it("INVALID_PROXY_CALLBACK and UNAUTHORIZED_SERVICE_PROXY for proxy callbacks", async () => {
    for (const pgtUrl of ["http://evil.com/pgt", "https://evil.com/pgt", ""]) {
      const ticket = await loginTicket(t.app, user);
      expect((await validate(t.app, { service: SERVICE, ticket, pgtUrl })).code).toBe(
        "INVALID_PROXY_CALLBACK",
      );
    }
    const ticket = await loginTicket(t.app, user);
    const { code } = await validate(t.app, { service: SERVICE, ticket, pgtUrl: OTHER_SERVICE });
    expect(code).toBe("UNAUTHORIZED_SERVICE_PROXY");
  });

  it("succeeds exactly once when the same ticket is validated in parallel", async () => {
    const ticket = await loginTicket(t.app, user);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => validate(t.app, { service: SERVICE, ticket })),
    );
    expect(results.filter((r) => r.user === user.accountId)).toHaveLength(1);
    expect(results.filter((r) => r.code === "INVALID_TICKET")).toHaveLength(5);
  });

  it("stores tickets hashed only and escapes attribute values", async () => {
    const ticket = await loginTicket(t.app, user);
    const rows = await t.database.db.select().from(casTickets);
    expect(JSON.stringify(rows)).not.toContain(ticket);
    await t.database.db
      .update(accounts)
      .set({ name: `<b>&"x"</b>` })
      .where(eq(accounts.accountId, user.accountId));
    const { res } = await validate(t.app, { service: SERVICE, ticket });
    expect(res.body).toContain("<cas:name>&lt;b&gt;&amp;&quot;x&quot;&lt;/b&gt;</cas:name>");
  });

  // Last: it closes the database under the running app.
  it("INTERNAL_ERROR when the database fails, without details", async () => {
    const ticket = await loginTicket(t.app, user);
    await t.database.close();
    const { res, code } = await validate(t.app, { service: SERVICE, ticket });
    expect(res.statusCode).toBe(200);
    expect(code).toBe("INTERNAL_ERROR");
    expect(res.body).toContain("the ticket could not be validated");
    const callback = await t.app.inject({ url: `/api/token/cas?ticket=${ticket}` });
    expect(callback.headers.location).toBe("/login?error=LOGIN_FAILED");
  });
});
