import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { tokenStore } from "../../lib/token-store";
import { fail, installFakeApi, ok } from "../../../tests/helpers/client/fake-api";
import {
  ENDED_FAMILIES_KEY,
  endedFamilies,
  reportEndedFamilies,
  startEndedFamilyReports,
} from "./ended-families";
import { logout } from "./logout";
import { unsignedToken } from "../../../tests/helpers/tokens";

const FID = "0b7e8f0e-5c4e-4d47-9a0c-1f2e3d4c5b6a";
const ACCESS = unsignedToken({ accountId: "demo", companyId: 1, empNo: "E1", fid: FID });

let online = true;
let serverDown = false;
let api: ReturnType<typeof installFakeApi>;
const reports = () => api.calls.filter((c) => c.path === "/api/logout/ended-family");

beforeEach(async () => {
  online = true;
  serverDown = false;
  localStorage.clear();
  api = installFakeApi((r) => {
    if (!online) throw new TypeError("Failed to fetch");
    if (serverDown) return fail(503, "SERVICE_UNAVAILABLE");
    if (r.path === "/api/internal/logging" || r.path === "/api/logout") return ok({});
    if (r.path === "/api/logout/ended-family") return ok({});
    return fail(404, "NOT_FOUND");
  });
  await tokenStore.set({ access: ACCESS, refresh: "r1" });
});
afterEach(async () => {
  await tokenStore.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("a logout the server did not hear", () => {
  it("offline: keeps no token, only the family id, and reports it at the first contact", async () => {
    online = false;
    await logout(new QueryClient());
    expect(await tokenStore.getAll()).toEqual({});
    expect(endedFamilies()).toEqual([FID]);
    // Nothing usable to sign in is left on the device: only the id.
    expect(localStorage.getItem(ENDED_FAMILIES_KEY)).not.toMatch(/r1|h\./);

    online = true;
    startEndedFamilyReports(); // app start
    await vi.waitFor(() => expect(endedFamilies()).toEqual([]));
    expect(reports()).toHaveLength(1);
    expect(reports()[0]?.method).toBe("POST");
    expect(reports()[0]?.body).toEqual({ familyId: FID });
    expect(reports()[0]?.headers.get("authorization")).toBeNull();
  });

  it("the `online` event sends it; a 5xx keeps it for the next contact", async () => {
    startEndedFamilyReports(); // listening; nothing pending yet
    online = false;
    await logout(new QueryClient());
    await reportEndedFamilies(); // the attempts made while offline are over
    api.calls.length = 0;
    online = true;
    serverDown = true;
    window.dispatchEvent(new Event("online"));
    await vi.waitFor(() => expect(reports()).toHaveLength(1));
    expect(reports()[0]?.body).toEqual({ familyId: FID });
    await reportEndedFamilies();
    expect(endedFamilies()).toEqual([FID]);
    serverDown = false;
    await reportEndedFamilies();
    expect(endedFamilies()).toEqual([]);
  });

  it("online: the server heard the logout, nothing is remembered or reported", async () => {
    await logout(new QueryClient());
    expect(api.calls.map((c) => c.path)).toContain("/api/logout");
    expect(endedFamilies()).toEqual([]);
    await reportEndedFamilies();
    expect(reports()).toHaveLength(0);
  });
});
