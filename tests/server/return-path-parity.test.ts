import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeReturnPath as serverSafeReturnPath } from "../../server/modules/sso/safe-return-path";
import { plainPathInEveryDecoding as serverPlainPath } from "../../server/plugins/plain-path";
import {
  plainPathInEveryDecoding as clientPlainPath,
  safeReturnPath as clientSafeReturnPath,
} from "../../src/features/auth/return-path";
import { HOSTILE, hostileInputs } from "./redirect-hostile-values";

/**
 * The PWA follows the SSO `returnTo` with its own copy of the plain-path check (src/ may not import
 * server code). The copy must agree with server/plugins/plain-path.ts on every input, and the
 * client may only be stricter than the server's safeReturnPath (it also refuses the login pages).
 */
const LOGIN_PAGES = /^\/(login|loginsuccess|logoutsuccess)([/?#]|$)/i;

describe("the client's returnTo check", () => {
  it.each(HOSTILE)("turns %j into /", (input) => {
    expect(clientSafeReturnPath(input)).toBe("/");
  });

  it("keeps ordinary pages, with their query and hash", () => {
    expect(clientSafeReturnPath("/schedule")).toBe("/schedule");
    expect(clientSafeReturnPath("/?menuId=2")).toBe("/?menuId=2");
    expect(clientSafeReturnPath("/edit/favorite#top")).toBe("/edit/favorite#top");
    expect(clientSafeReturnPath("/OrganizationView?q=%ED%99%8D")).toBe(
      "/OrganizationView?q=%ED%99%8D",
    );
  });

  it("refuses the login pages (a loop) and server endpoints", () => {
    const refused = ["/login", "/LOGIN?step=verify", "/login%2Fx", "/loginSuccess", "/api/logout"];
    for (const path of refused) {
      expect(clientSafeReturnPath(path)).toBe("/");
    }
  });

  it("agrees with the server's plain-path check on every input (property)", () => {
    fc.assert(
      fc.property(hostileInputs, (input) => {
        expect(clientPlainPath(input)).toBe(serverPlainPath(input));
      }),
      { numRuns: 3000 },
    );
  });

  it("is never more lenient than the server's safeReturnPath (property)", () => {
    fc.assert(
      fc.property(hostileInputs, (input) => {
        const server = serverSafeReturnPath(input);
        const client = clientSafeReturnPath(input);
        if (client === server) return;
        // Only a login page (as written, or once decoded) may differ, and then the client says "/".
        expect(client).toBe("/");
        expect([server, serverPlainPath(server) ?? ""].some((p) => LOGIN_PAGES.test(p))).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
});
