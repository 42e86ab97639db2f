import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { tokenStore } from "../../lib/token-store";
import { installFakeApi, ok } from "../../../tests/helpers/client/fake-api";
import type * as SsoModule from "./sso";
import { goToSsoLogout } from "./sso";
import { useLogout } from "./use-logout";

const navigate = vi.fn();
vi.mock("@tanstack/react-router", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useNavigate: () => navigate,
}));
let inApp = false;
vi.mock("../../platform/native/detect", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  isNativeApp: () => inApp,
}));
vi.mock("./sso", async (importOriginal) => ({
  ...(await importOriginal<typeof SsoModule>()),
  goToSsoLogout: vi.fn(),
}));

let online = true;
beforeEach(async () => {
  online = true;
  inApp = false;
  navigate.mockReset();
  vi.mocked(goToSsoLogout).mockReset();
  installFakeApi(() => {
    if (!online) throw new TypeError("Failed to fetch");
    return ok({});
  });
  await tokenStore.set({ access: "h.e30.s", refresh: "r1" });
});
afterEach(async () => {
  await tokenStore.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function renderLogout() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useLogout(), { wrapper });
}

describe("useLogout", () => {
  it("online: leaves through the CAS logout, which ends the SSO session too", async () => {
    const { result } = renderLogout();
    await act(() => result.current.logout());
    expect(goToSsoLogout).toHaveBeenCalledOnce();
    expect(navigate).not.toHaveBeenCalled();
    expect(await tokenStore.getAll()).toEqual({});
  });

  it("in a native shell: stays in the page, the shell clears its own web view", async () => {
    inApp = true;
    const { result } = renderLogout();
    await act(() => result.current.logout());
    expect(goToSsoLogout).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith({ to: "/LogoutSuccess", replace: true });
  });

  it("offline: shows /LogoutSuccess in the app (a page load through CAS would fail)", async () => {
    online = false;
    const { result } = renderLogout();
    await act(() => result.current.logout());
    expect(goToSsoLogout).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith({ to: "/LogoutSuccess", replace: true });
    expect(await tokenStore.getAll()).toEqual({});
  });
});
