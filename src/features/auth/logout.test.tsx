import { screen, waitFor } from "@testing-library/react";
import { createStore, get, set } from "idb-keyval";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QUERY_CACHE_KEY } from "../../lib/query-persist";
import { tokenStore } from "../../lib/token-store";
import { fail, installFakeApi, ok } from "../../../tests/helpers/client/fake-api";
import { renderApp } from "../../../tests/helpers/client/render-app";
import { logout } from "./logout";
import type * as SsoModule from "./sso";
import { goToSso } from "./sso";
import { unsignedToken } from "../../../tests/helpers/tokens";

vi.mock("./sso", async (importOriginal) => ({
  ...(await importOriginal<typeof SsoModule>()),
  goToSso: vi.fn(),
}));

const ACCESS = unsignedToken({ accountId: "demo", companyId: 280, empNo: "E1" });
const queryStore = createStore("gp-query", "cache");

function fakeCaches(names: string[]) {
  const remaining = new Set(names);
  const cacheStorage = {
    keys: vi.fn(async () => [...remaining]),
    delete: vi.fn(async (name: string) => remaining.delete(name)),
  };
  vi.stubGlobal("caches", cacheStorage);
  return remaining;
}

let online = true;
let api: ReturnType<typeof installFakeApi>;

beforeEach(async () => {
  online = true;
  api = installFakeApi((r) => {
    if (!online) throw new TypeError("Failed to fetch");
    if (r.path === "/api/internal/logging" || r.path === "/api/logout") return ok({});
    return fail(404, "NOT_FOUND");
  });
  await tokenStore.set({ access: ACCESS, refresh: "r1" });
  await set(QUERY_CACHE_KEY, '{"clientState":{}}', queryStore);
});
afterEach(async () => {
  await tokenStore.clear();
  vi.unstubAllGlobals();
});

describe("logout", () => {
  it("logs, ends the server session, clears everything and lands on /LogoutSuccess", async () => {
    const caches = fakeCaches(["gp-user-1a2b", "gp-shell-v1", "gp-user-9z"]);
    const { router, queryClient } = await renderApp("/schedule");
    await screen.findByRole("heading", { level: 1, name: "일정" });
    queryClient.setQueryData(["menu", "WORK"], [{ id: 1 }]);

    await logout(queryClient);
    await router.navigate({ to: "/LogoutSuccess", replace: true });

    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(
      expect.arrayContaining(["POST /api/internal/logging", "GET /api/logout"]),
    );
    const log = api.calls.find((c) => c.path === "/api/internal/logging");
    expect(log?.body).toEqual({
      serviceCode: "start-mobile",
      type: "access",
      companyId: 280,
      employeeId: 1,
      employeeAccountId: "demo",
      uri: "/LogoutSuccess",
      menuPrivacyYn: "Y",
      action: "로그아웃",
      menu: "로그아웃",
    });
    expect(log?.headers.get("authorization")).toBe(`Bearer ${ACCESS}`);
    expect(await tokenStore.getAll()).toEqual({});
    // The screen still mounted until the navigation may register its query again, but empty.
    const kept = queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.data !== undefined);
    expect(kept).toHaveLength(0);
    expect(await get(QUERY_CACHE_KEY, queryStore)).toBeUndefined();
    expect([...caches]).toEqual(["gp-shell-v1"]);

    await waitFor(() => expect(router.state.location.pathname).toBe("/LogoutSuccess"));
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("로그아웃 완료");
    expect(screen.getByRole("link", { name: "다시 로그인" })).toHaveAttribute("href", "/login");
    expect(goToSso).not.toHaveBeenCalled();
  });

  it("offline: the calls fail, everything is still cleared", async () => {
    const caches = fakeCaches(["gp-user-1a2b"]);
    online = false;
    const { queryClient } = await renderApp("/LogoutSuccess");
    queryClient.setQueryData(["user"], { accountId: "demo" });
    await logout(queryClient);
    expect(await tokenStore.getAll()).toEqual({});
    expect(queryClient.getQueryData(["user"])).toBeUndefined();
    expect(await get(QUERY_CACHE_KEY, queryStore)).toBeUndefined();
    expect(caches.size).toBe(0);
  });
});
