import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HOSTILE, hostileInputs } from "../tests/fixtures/redirect-hostile-values";
import { safeReturnPath } from "./return-path";

describe("safeReturnPath", () => {
  it.each(HOSTILE)("turns %j into /", (input) => {
    expect(safeReturnPath(input)).toBe("/");
  });

  it("keeps ordinary same-origin paths, with their query and hash", () => {
    expect(safeReturnPath("/")).toBe("/");
    expect(safeReturnPath("/schedule")).toBe("/schedule");
    expect(safeReturnPath("/?menuId=2")).toBe("/?menuId=2");
    expect(safeReturnPath("/edit/favorite#top")).toBe("/edit/favorite#top");
    expect(safeReturnPath("/noticeDetail/12?from=%2Fuser")).toBe("/noticeDetail/12?from=%2Fuser");
    expect(safeReturnPath("/OrganizationView?q=%ED%99%8D")).toBe("/OrganizationView?q=%ED%99%8D");
  });

  it("refuses non-strings and overlong values", () => {
    expect(safeReturnPath(undefined)).toBe("/");
    expect(safeReturnPath(["/a"])).toBe("/");
    expect(safeReturnPath(`/${"a".repeat(3000)}`)).toBe("/");
  });

  it("refuses the login pages (a loop) and server endpoints, in any case or encoding", () => {
    const refused = [
      "/login",
      "/LOGIN?step=verify",
      "/login%2Fx",
      "/loginSuccess",
      "/LogoutSuccess",
      "/api/logout",
      "/API/logout",
      "/%61pi/logout",
      "/assets/app.js",
      "/healthz",
    ];
    for (const path of refused) expect(safeReturnPath(path), path).toBe("/");
  });

  it("refuses dot segments that collapse into another host's address", () => {
    // Found by the property below: "/.//" parses to the path "//", a protocol-relative address.
    expect(safeReturnPath("/.//")).toBe("/");
    expect(safeReturnPath("/././/evil.example/x")).toBe("/");
    expect(safeReturnPath("/a/..//evil.example")).toBe("/");
  });

  it("keeps pages whose name only starts like a refused one", () => {
    expect(safeReturnPath("/apix")).toBe("/apix");
    expect(safeReturnPath("/loginhelp")).toBe("/loginhelp");
  });

  it("never yields anything a browser would resolve to another origin (property)", () => {
    fc.assert(
      fc.property(hostileInputs, (input) => {
        const out = safeReturnPath(input);
        expect(out.startsWith("/")).toBe(true);
        expect(out.startsWith("//")).toBe(false);
        // eslint-disable-next-line no-control-regex -- no control character may survive
        expect(out).not.toMatch(/[\\\u0000-\u001f]/);
        for (const base of ["https://portal.example.com", "http://127.0.0.1:8080"]) {
          expect(new URL(out, base).origin).toBe(new URL(base).origin);
        }
        // Stable: running it again changes nothing.
        expect(safeReturnPath(out)).toBe(out);
      }),
      { numRuns: 2000 },
    );
  });
});
