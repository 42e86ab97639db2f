import { describe, expect, it } from "vitest";
import {
  CasResponseError,
  MAX_RESPONSE_BYTES,
  parseServiceResponse,
} from "../../server/cas/parse-response";

const NS = 'xmlns:cas="http://www.yale.edu/tp/cas"';

describe("parseServiceResponse", () => {
  it("reads a success with attributes", () => {
    const xml = `<?xml version="1.0"?><cas:serviceResponse ${NS}><cas:authenticationSuccess>
      <cas:user> demo </cas:user><cas:attributes><cas:name>홍길동 &amp; co</cas:name>
      <cas:__proto__>x</cas:__proto__></cas:attributes></cas:authenticationSuccess></cas:serviceResponse>`;
    const parsed = parseServiceResponse(xml);
    expect(parsed).toMatchObject({ ok: true, user: "demo" });
    if (!parsed.ok) throw new Error("expected success");
    expect(parsed.attributes.name).toBe("홍길동 & co");
    expect(Object.getPrototypeOf({})).not.toHaveProperty("x");
  });

  it("reads a failure code and message", () => {
    const xml = `<cas:serviceResponse ${NS}><cas:authenticationFailure code="INVALID_TICKET">
      Ticket not recognized</cas:authenticationFailure></cas:serviceResponse>`;
    expect(parseServiceResponse(xml)).toEqual({
      ok: false,
      code: "INVALID_TICKET",
      message: "Ticket not recognized",
    });
  });

  it("only trusts elements in the CAS namespace", () => {
    const fake = `<cas:serviceResponse xmlns:cas="urn:not-cas"><cas:authenticationSuccess>
      <cas:user>admin</cas:user></cas:authenticationSuccess></cas:serviceResponse>`;
    expect(() => parseServiceResponse(fake)).toThrow(CasResponseError);
    const nested = `<cas:serviceResponse ${NS}><x:wrap xmlns:x="urn:x"><cas:authenticationSuccess>
      <cas:user>admin</cas:user></cas:authenticationSuccess></x:wrap></cas:serviceResponse>`;
    expect(() => parseServiceResponse(nested)).toThrow(CasResponseError);
  });

  it.each([
    [
      "DOCTYPE with internal entities (billion laughs)",
      `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><cas:serviceResponse ${NS}><cas:authenticationSuccess><cas:user>&lol2;</cas:user></cas:authenticationSuccess></cas:serviceResponse>`,
    ],
    [
      "external entity (XXE)",
      `<!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><cas:serviceResponse ${NS}><cas:authenticationSuccess><cas:user>&x;</cas:user></cas:authenticationSuccess></cas:serviceResponse>`,
    ],
    ["lower-case doctype", `<!doctype r><cas:serviceResponse ${NS}/>`],
    [
      "undefined entity",
      `<cas:serviceResponse ${NS}><cas:authenticationSuccess><cas:user>&lol;</cas:user></cas:authenticationSuccess></cas:serviceResponse>`,
    ],
    [
      "malformed XML",
      `<cas:serviceResponse ${NS}><cas:authenticationSuccess><cas:user>demo</cas:authenticationSuccess>`,
    ],
    ["not XML", "Internal Server Error"],
    ["empty", ""],
    ["another root", `<html><body>login</body></html>`],
    ["no result", `<cas:serviceResponse ${NS}></cas:serviceResponse>`],
    [
      "success without user",
      `<cas:serviceResponse ${NS}><cas:authenticationSuccess><cas:user> </cas:user></cas:authenticationSuccess></cas:serviceResponse>`,
    ],
    [
      "too deep",
      `<cas:serviceResponse ${NS}>${"<a>".repeat(40)}${"</a>".repeat(40)}</cas:serviceResponse>`,
    ],
    [
      "too large",
      `<cas:serviceResponse ${NS}><!-- ${"x".repeat(MAX_RESPONSE_BYTES)} --></cas:serviceResponse>`,
    ],
  ])("refuses %s", (_name, xml) => {
    expect(() => parseServiceResponse(xml)).toThrow(CasResponseError);
  });
});
