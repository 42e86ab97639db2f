import { describe, expect, it } from "vitest";
import { NAVIGATION_DENYLIST } from "./navigation";
import { isSkipWaitingMessage } from "../lib/sw-messages";

// NavigationRoute matches its denylist against pathname + search.
const denied = (pathAndSearch: string) =>
  NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathAndSearch));

describe("service worker navigation fallback", () => {
  it.each([
    "/api",
    "/api/user",
    "/cas/login?service=x",
    "/dev/outbox",
    "/healthz",
    "/readyz?x=1",
    "/api?x",
  ])("never serves the shell for %s", (path) => expect(denied(path)).toBe(true));

  it.each([
    "/",
    "/?menuId=1",
    "/login",
    "/OrganizationView",
    "/noticeDetail/3",
    "/apiary",
    "/developer",
    "/casual",
  ])("serves the shell for %s", (path) => expect(denied(path)).toBe(false));

  it("skips waiting only on {type: SKIP_WAITING}", () => {
    expect(isSkipWaitingMessage({ type: "SKIP_WAITING" })).toBe(true);
    for (const data of ["SKIP_WAITING", null, undefined, { type: "skip_waiting" }, {}]) {
      expect(isSkipWaitingMessage(data)).toBe(false);
    }
  });
});
