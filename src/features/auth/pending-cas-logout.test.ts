import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { tokenStore } from "../../lib/token-store";
import { fail, installFakeApi, ok } from "../../../tests/helpers/client/fake-api";
import { reportEndedFamilies } from "./ended-families";
import { logout } from "./logout";
import { CAS_LOGOUT_PATH, casLogoutPending } from "./pending-cas-logout";
import { unsignedToken } from "../../../tests/helpers/tokens";

const ACCESS = unsignedToken({ accountId: "demo", companyId: 1, fid: "family-1" });

let online = true;
let casStatus = 200;
let api: ReturnType<typeof installFakeApi>;
const casCalls = () => api.fetch.mock.calls.filter(([input]) => String(input) === CAS_LOGOUT_PATH);

beforeEach(async () => {
  online = true;
  casStatus = 200;
  localStorage.clear();
  api = installFakeApi((r) => {
    if (!online) throw new TypeError("Failed to fetch");
    if (r.path === CAS_LOGOUT_PATH) return new Response("<html>", { status: casStatus });
    if (r.path.startsWith("/api/")) return ok({});
    return fail(404, "NOT_FOUND");
  });
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  await tokenStore.set({ access: ACCESS, refresh: "r1" });
});
afterEach(async () => {
  await tokenStore.clear();
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function logoutOffline() {
  online = false;
  await logout(new QueryClient());
  await reportEndedFamilies(); // the attempts right after the logout, still offline
  expect(casCalls().length).toBeGreaterThan(0); // tried, and failed
  api.fetch.mockClear();
  online = true;
}

describe("the SSO session of a logout made offline", () => {
  it("is ended at the first contact, with the CAS cookie sent along, once", async () => {
    await logoutOffline();
    expect(casLogoutPending()).toBe(true);

    await reportEndedFamilies(); // first contact
    expect(casCalls()).toHaveLength(1);
    const [input, init] = casCalls()[0]!;
    expect(input).toBe("/cas/logout"); // same origin: a path, not an address
    expect(init?.credentials).toBe("include");
    expect(casLogoutPending()).toBe(false);

    await reportEndedFamilies();
    expect(casCalls()).toHaveLength(1);
  });

  it("waits while someone is signed in: the CAS cookie may be theirs", async () => {
    await logoutOffline();
    await tokenStore.set({ access: unsignedToken({ accountId: "next", companyId: 1 }) });
    await reportEndedFamilies();
    expect(casCalls()).toHaveLength(0);
    expect(casLogoutPending()).toBe(true);

    await tokenStore.clear();
    await reportEndedFamilies();
    expect(casCalls()).toHaveLength(1);
  });

  it("is tried again after a server error, not after an answer", async () => {
    await logoutOffline();
    casStatus = 503;
    await reportEndedFamilies();
    expect(casLogoutPending()).toBe(true);
    casStatus = 404; // an external CAS: nothing to end on this origin
    await reportEndedFamilies();
    expect(casLogoutPending()).toBe(false);
    expect(casCalls()).toHaveLength(2);
  });

  it("is not noted when the server heard the logout (the page goes through the CAS logout)", async () => {
    await logout(new QueryClient());
    await reportEndedFamilies();
    expect(casLogoutPending()).toBe(false);
    expect(casCalls()).toHaveLength(0);
  });
});
