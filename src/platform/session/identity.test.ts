import { describe, expect, it } from "vitest";
import { identityFromRequest, identityFromToken, parseIdentity, sameIdentity } from ".";
import { sessionOfToken } from "./token-session";
import { unsignedToken } from "../../../tests/helpers/tokens";

const request = (authorization?: string) =>
  new Request("https://portal.example/api/favorite", {
    headers: authorization ? { Authorization: authorization } : {},
  });

describe("identity from the access token", () => {
  it("is the account and the company, in one shape", async () => {
    const token = unsignedToken({ accountId: "demo", companyId: 280, empNo: "E1", fid: "f-1" });
    expect(identityFromToken(token)).toEqual({ accountId: "demo", companyId: 280 });
    expect(sessionOfToken(token)).toEqual({
      identity: { accountId: "demo", companyId: 280 },
      empNo: "E1",
      familyId: "f-1",
    });
  });

  it("follows a token that changes (a company switch) and comes back, each time at once", () => {
    const first = unsignedToken({ accountId: "demo", companyId: 1 });
    const second = unsignedToken({ accountId: "demo", companyId: 280 });
    expect(identityFromToken(first)).toEqual({ accountId: "demo", companyId: 1 });
    expect(identityFromToken(second)).toEqual({ accountId: "demo", companyId: 280 });
    expect(identityFromToken(null)).toBeUndefined();
    expect(identityFromToken(first)).toEqual({ accountId: "demo", companyId: 1 });
    // The same identity is handed out again: nobody may change it for the others.
    expect(Object.isFrozen(identityFromToken(first))).toBe(true);
  });

  it("decodes base64url payloads with non-ASCII accounts", () => {
    const token = unsignedToken({ accountId: "홍길동?>", companyId: 1 });
    expect(token).not.toMatch(/[+/=]/);
    expect(identityFromToken(token)).toEqual({ accountId: "홍길동?>", companyId: 1 });
  });

  it("is undefined for half an identity or a token that is not a JWT", async () => {
    for (const token of [
      unsignedToken({ accountId: "demo" }),
      unsignedToken({ companyId: 1 }),
      unsignedToken({ accountId: "demo", companyId: 0 }),
      unsignedToken({ accountId: "demo", companyId: 1.5 }),
      unsignedToken({ accountId: 7, companyId: 1 }),
      "not-a-jwt",
      "h.%%%.s",
      "",
      undefined,
      null,
    ]) {
      expect(identityFromToken(token)).toBeUndefined();
    }
    // The family id still counts without an identity: an offline logout must report it.
    expect(sessionOfToken(unsignedToken({ fid: "f-2" })).familyId).toBe("f-2");
  });

  it("of a request comes from its bearer token", () => {
    const token = unsignedToken({ accountId: "a", companyId: 7 });
    expect(identityFromRequest(request(`Bearer ${token}`))).toEqual({
      accountId: "a",
      companyId: 7,
    });
    expect(identityFromRequest(request(`bearer ${token}`))).toEqual({
      accountId: "a",
      companyId: 7,
    });
    expect(identityFromRequest(request())).toBeUndefined();
    expect(identityFromRequest(request(`Basic ${token}`))).toBeUndefined();
    expect(identityFromRequest(request("Bearer not-a-jwt"))).toBeUndefined();
  });

  it("matches only the same account in the same company", () => {
    const a1 = { accountId: "a", companyId: 1 };
    expect(sameIdentity(a1, { accountId: "a", companyId: 1 })).toBe(true);
    expect(sameIdentity(a1, { accountId: "a", companyId: 2 })).toBe(false);
    expect(sameIdentity(a1, { accountId: "b", companyId: 1 })).toBe(false);
    expect(sameIdentity(a1, undefined)).toBe(false);
    expect(sameIdentity(null, null)).toBe(false);
  });

  it("is accepted from a message only when well formed", () => {
    expect(parseIdentity({ accountId: "a", companyId: 1, extra: true })).toEqual({
      accountId: "a",
      companyId: 1,
    });
    expect(parseIdentity({ accountId: "a", companyId: "1" })).toBeUndefined();
    expect(parseIdentity({ accountId: "", companyId: 1 })).toBeUndefined();
    expect(parseIdentity(null)).toBeUndefined();
  });
});
