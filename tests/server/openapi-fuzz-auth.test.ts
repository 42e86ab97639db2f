/**
 * Authentication part of the OpenAPI fuzz suite (issue 13): every operation the document marks
 * with bearerAuth refuses valid requests that carry no token, a malformed one, an expired one or
 * one signed by someone else's key (401), and a token of a company the caller does not address
 * is refused where a request names a company (403). Nothing of it is ever a 5xx.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorEnvelopeSchema } from "../../server/contract";
import { ACCESS_TOKEN_SECONDS } from "../../server/modules/session/access-token";
import { ManualClock } from "../../server/plugins/clock";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { bearer } from "../helpers/auth-support";
import { foreignKey, resignedToken } from "../helpers/tokens";
import { operationsOf, type Operation } from "../helpers/openapi-document";
import { injectOf, validRequest, type Request } from "../helpers/openapi-requests";
import { signIn } from "../helpers/portal-support";

const RUNS = 6;
const clock = new ManualClock();
let t: TestApp;
let secured: Operation[];
let tokens: Record<"expired" | "forged" | "demo" | "demo280", string>;
let sent = 0;
beforeAll(async () => {
  t = await createTestApp({ clock, seed: true });
  const doc = (await t.app.inject({ url: "/api/docs/json" })).json();
  secured = operationsOf(doc).filter((op) => op.authenticated);
  const expired = (await signIn(t.app, "demo")).accessToken;
  // The same claims and family, signed with a key this server never had.
  const forged = await resignedToken(
    expired,
    foreignKey(),
    { empNo: "x", companyId: 280 },
    {
      issuedAt: clock.now(),
    },
  );
  const demo = (await signIn(t.app, "demo")).accessToken; // company 1 (also works for 280)
  const demo280 = (await signIn(t.app, "demo280")).accessToken; // company 280 only
  tokens = { expired, forged, demo, demo280 };
});
afterAll(async () => {
  console.info(`openapi fuzz (auth): ${secured.length} operations, ${sent} requests`);
  await t?.close();
});

async function send(op: Operation, r: Request, headers: Record<string, string>) {
  sent++;
  const res = await t.app.inject(injectOf(op, r, headers));
  const what = `${op.key} ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect(res.statusCode, what).toBeLessThan(500);
  return { res, what, code: () => errorEnvelopeSchema.parse(res.json()).code };
}

describe("OpenAPI fuzzing: credentials", () => {
  it("covers the authenticated operations", () => {
    expect(secured.length).toBeGreaterThanOrEqual(30);
  });

  it("answers no token, a malformed one or a foreign one with 401", async () => {
    const kinds = fc.constantFrom<[string, Record<string, string>]>(
      ["none", {}],
      ["not a bearer", { authorization: "Basic ZGVtbzpEZW1vITIzNDU=" }],
      ["malformed", bearer("not.a.jwt")],
      ["foreign key", bearer(tokens.forged)],
      ["unknown temporary", bearer("tmp_0123456789abcdef")],
    );
    for (const op of secured) {
      await fc.assert(
        fc.asyncProperty(validRequest(op), kinds, async (r, [, headers]) => {
          const { res, what, code } = await send(op, r, headers);
          expect(res.statusCode, what).toBe(401);
          expect(["UNAUTHORIZED", "TOKEN_PARSE_ERROR"], what).toContain(code());
        }),
        { numRuns: RUNS },
      );
    }
  });

  it("answers an expired access token with 401 (TOKEN_EXPIRED where an access token fits)", async () => {
    clock.advance((ACCESS_TOKEN_SECONDS + 1) * 1000);
    try {
      for (const op of secured) {
        await fc.assert(
          fc.asyncProperty(validRequest(op), async (r) => {
            const { res, what, code } = await send(op, r, bearer(tokens.expired));
            expect(res.statusCode, what).toBe(401);
            // The verification calls take only a temporary token: a JWT is simply not one.
            expect(["TOKEN_EXPIRED", "UNAUTHORIZED"], what).toContain(code());
            if (!/\/account\/(user\/contact-info|authentication)/.test(op.path))
              expect(code(), what).toBe("TOKEN_EXPIRED");
          }),
          { numRuns: 3 },
        );
      }
    } finally {
      clock.set(Date.now());
    }
  });

  it("refuses a request that names a company the token is not of (403)", async () => {
    // demo works in 1 and 280, demo280 only in 280; 110 (한빛건설) is neither's.
    const cases: [keyof typeof tokens, number][] = [
      ["demo280", 1],
      ["demo280", 110],
      ["demo", 110],
    ];
    const naming = secured.filter((op) => companyField(op) !== undefined);
    expect(naming.length).toBeGreaterThanOrEqual(8);
    for (const op of naming) {
      await fc.assert(
        fc.asyncProperty(validRequest(op), fc.constantFrom(...cases), async (r, [who, id]) => {
          const { res, what, code } = await send(op, withCompany(op, r, id), bearer(tokens[who]));
          expect(res.statusCode, what).toBe(403);
          expect(code(), what).toBe("FORBIDDEN");
        }),
        { numRuns: RUNS },
      );
    }
  });
});

/** Where an operation takes a company id: path, query or body. */
function companyField(op: Operation): "path" | "query" | "body" | undefined {
  const param = op.parameters.find((p) => p.name === "companyId");
  if (param) return param.in === "path" ? "path" : "query";
  return op.body?.properties?.companyId ? "body" : undefined;
}

function withCompany(op: Operation, r: Request, companyId: number): Request {
  const where = companyField(op);
  // The search needs a word (a rule beyond the schema, checked before membership).
  if (op.path.endsWith("/search")) r = { ...r, query: { ...r.query, searchWord: "홍" } };
  if (where === "body") return { ...r, body: { ...(r.body as object), companyId } };
  return where ? { ...r, [where]: { ...r[where], companyId } } : r;
}
