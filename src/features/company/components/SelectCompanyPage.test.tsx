import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { tokenStore } from "../../../lib/token-store";
import { NATIVE_MESSAGES } from "../../../platform/native/detect";
import { fakeIosShell } from "../../../../tests/helpers/client/native-support";
import { installFakeApi, ok } from "../../../../tests/helpers/client/fake-api";
import { renderApp } from "../../../../tests/helpers/client/render-app";
import { unsignedToken } from "../../../../tests/helpers/tokens";

const ACCESS = unsignedToken({ accountId: "demo", companyId: 1 });

let api: ReturnType<typeof installFakeApi>;
let deleted: string[];

beforeEach(async () => {
  deleted = [];
  vi.stubGlobal("caches", {
    keys: async () => ["gp-user-x", "gp-shell"],
    delete: async (name: string) => deleted.push(name) > 0,
  });
  api = installFakeApi((r) => {
    if (r.path === "/api/login/company") {
      return ok([
        { companyId: 1, companyCode: "C1", companyName: "그룹 본사" },
        { companyId: 280, companyCode: "C280", companyName: "그룹 물류" },
      ]);
    }
    const switchPaths = ["/api/token/reissuance/280", "/api/native/change-company/280"];
    if (switchPaths.includes(r.path) && r.method === "POST") {
      return ok({ accessToken: "a280", refreshToken: "r280", expiresIn: 900 });
    }
  });
  await tokenStore.set({ access: ACCESS, refresh: "r1" });
});
afterEach(async () => {
  await tokenStore.clear();
  vi.unstubAllGlobals();
});

describe("/selectCompany", () => {
  it("lists the companies as radios with the current one marked and checked", async () => {
    await renderApp("/selectCompany");
    const current = await screen.findByRole("radio", { name: /그룹 본사/ });
    await waitFor(() => expect(current).toBeChecked());
    expect(current.closest("label")).toHaveTextContent("현재 회사");
    expect(screen.getByRole("radio", { name: "그룹 물류" })).not.toBeChecked();
  });

  it("switching reissues the tokens for that company, clears user caches and goes to /", async () => {
    const { router, queryClient } = await renderApp("/selectCompany");
    queryClient.setQueryData(["menu", "WORK"], [{ id: 1 }]);
    await userEvent.click(await screen.findByRole("radio", { name: "그룹 물류" }));
    await userEvent.click(screen.getByRole("button", { name: "선택" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(
      api.calls.some((c) => c.method === "POST" && c.path === "/api/token/reissuance/280"),
    ).toBe(true);
    expect(await tokenStore.getAll()).toEqual({ access: "a280", refresh: "r280" });
    expect(queryClient.getQueryData(["menu", "WORK"])).toBeUndefined();
    expect(deleted).toEqual(["gp-user-x"]);
  });

  it("in the app, switches with the app call and tells the shell the new company", async () => {
    const shell = fakeIosShell(NATIVE_MESSAGES);
    try {
      const { router } = await renderApp("/selectCompany");
      await userEvent.click(await screen.findByRole("radio", { name: "그룹 물류" }));
      await userEvent.click(screen.getByRole("button", { name: "선택" }));
      await waitFor(() => expect(router.state.location.pathname).toBe("/"));
      const posts = api.calls.filter((c) => c.method === "POST").map((c) => c.path);
      expect(posts).toContain("/api/native/change-company/280");
      expect(posts).not.toContain("/api/token/reissuance/280");
      expect(shell.posted).toContainEqual({ name: "company", body: { companyId: 280 } });
      expect(localStorage.getItem("gp-company-id")).toBe("280");
    } finally {
      shell.remove();
      localStorage.removeItem("gp-company-id");
    }
  });

  it("on the web, the shell is not involved", async () => {
    const { router } = await renderApp("/selectCompany");
    await userEvent.click(await screen.findByRole("radio", { name: "그룹 물류" }));
    await userEvent.click(screen.getByRole("button", { name: "선택" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(api.calls.some((c) => c.path.startsWith("/api/native/"))).toBe(false);
    expect(localStorage.getItem("gp-company-id")).toBeNull();
  });
});
