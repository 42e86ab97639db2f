import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { tokenStore } from "../../lib/token-store";
import { NATIVE_MESSAGES } from "./detect";
import { installNativeBridge } from "./install";
import { nativeStorage } from "./native-storage";
import {
  IDENTITY,
  callWindow,
  fakeIosShell,
  fakeServer,
  logIn,
  type SeenRequest,
} from "../../../tests/helpers/client/native-support";

const navigate = vi.fn();
// Stands in for features/auth's logout, which main.tsx hands in (tested with the auth feature).
const logout = vi.fn(() => tokenStore.clear());
let requests: SeenRequest[];
let shell: ReturnType<typeof fakeIosShell>;
const calls = (path: string) => requests.filter((request) => request.path === path);

beforeAll(() => installNativeBridge({ navigate, logout }));
beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  ({ requests } = fakeServer());
  shell = fakeIosShell(NATIVE_MESSAGES);
  navigate.mockReset();
  logout.mockClear();
  await tokenStore.clear();
});
afterEach(() => {
  shell.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const DEVICE = {
  appVersion: "2.4.0",
  deviceKey: "device-1",
  deviceName: "iPhone 15",
  osTypeCode: "IOS",
  osVersion: "18.1",
  pushToken: "push-abc",
};

describe("device info", () => {
  it("is ignored without appVersion, even with everything else", async () => {
    await logIn();
    await callWindow("gpDeviceInfo", { ...DEVICE, appVersion: "" });
    await callWindow("gpDeviceInfo", JSON.stringify({ ...DEVICE, appVersion: undefined }));
    expect(calls("/api/internal/updateToken")).toHaveLength(0);
  });

  it("sends the push token only with both a push token and an access token", async () => {
    await callWindow("gpDeviceInfo", DEVICE); // logged out
    await logIn();
    await callWindow("gpDeviceInfo", { ...DEVICE, pushToken: "" });
    expect(calls("/api/internal/updateToken")).toHaveLength(0);

    await callWindow("gpDeviceInfo", JSON.stringify(DEVICE)); // a JSON string works too
    expect(calls("/api/internal/updateToken").map((request) => request.body)).toEqual([
      { ...IDENTITY, ...DEVICE },
    ]);
  });
});

describe("push status", () => {
  it("updates the alarm with fcmYn from the status and sms/mail Y", async () => {
    await logIn();
    await callWindow("gpPushStatus", { enabled: false });
    await callWindow("gpPushStatus", '{"fcmYn":"Y"}');
    expect(calls("/api/internal/updateAlarm").map((request) => request.body)).toEqual([
      { ...IDENTITY, fcmYn: "N", smsYn: "Y", mailYn: "Y" },
      { ...IDENTITY, fcmYn: "Y", smsYn: "Y", mailYn: "Y" },
    ]);
  });

  it("is not sent without companyId, accountId and empNo", async () => {
    await callWindow("gpPushStatus", { enabled: true }); // logged out
    await logIn({ accountId: "demo", companyId: 1 }); // a token without empNo
    await callWindow("gpPushStatus", { enabled: true });
    expect(calls("/api/internal/updateAlarm")).toHaveLength(0);
  });
});

describe("company changed", () => {
  it("is ignored for the session's own company", async () => {
    await logIn();
    await callWindow("gpCompanyChanged", { companyId: 1 });
    expect(requests).toHaveLength(0);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("stores another company and replaces the access token", async () => {
    const before = await logIn();
    await callWindow("gpCompanyChanged", { companyId: "2" });
    expect(calls("/api/native/change-company/2")).toHaveLength(1);
    const after = await tokenStore.getAll();
    expect(after.access).not.toBe(before.access);
    expect(after.refresh).toBe("refresh-for-2");
    expect(localStorage.getItem("gp-company-id")).toBe("2");
    expect(shell.posted).toContainEqual({ name: "company", body: { companyId: 2 } });
    expect(navigate).toHaveBeenCalledWith("/");
  });
});

describe("logout, login status and storage", () => {
  it("a logout from the shell runs the app's logout and lands on /LogoutSuccess", async () => {
    await logIn();
    await callWindow("gpLogout");
    expect(logout).toHaveBeenCalledTimes(1);
    expect(await tokenStore.getAll()).toEqual({});
    expect(navigate).toHaveBeenCalledWith("/LogoutSuccess");
  });

  it("reports the login status with ids only, and the app login to the server", async () => {
    expect(await callWindow("gpLoginStatus")).toEqual({
      status: "LOGGED_OUT",
      accountId: null,
      companyId: null,
    });
    await logIn();
    const status = { status: "LOGGED_IN", accountId: "demo", companyId: 1 };
    expect(await callWindow("gpLoginStatus")).toEqual(status);
    expect(shell.posted.at(-1)).toEqual({ name: "loginStatus", body: status });
    await vi.waitFor(() => expect(calls("/api/internal/appLoginUpdate")).toHaveLength(1));
    expect(calls("/api/internal/appLoginUpdate")[0]?.body).toEqual({
      accountId: "demo",
      appLoginYn: "Y",
      companyId: 1,
    });
  });

  it("a storage response answers the waiting request, and only that one", async () => {
    const answer = nativeStorage.get("theme");
    const request = shell.posted.at(-1)?.body as { requestId: string; action: string };
    expect(request).toMatchObject({ action: "get", key: "theme" });
    await callWindow("gpStorageResponse", { requestId: "someone-else", value: "x" });
    await callWindow("gpStorageResponse", { requestId: request.requestId, value: "dark" });
    expect(await answer).toBe("dark");
  });
});
