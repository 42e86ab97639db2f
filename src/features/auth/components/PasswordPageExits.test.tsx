/**
 * Issue 15: the password page had no way out (no back, no cancel; an installed PWA has no browser
 * Back), and the forced-change page offered no logout.
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tokenStore } from "../../../lib/token-store";
import { installFakeApi, ok } from "../../../../tests/helpers/client/fake-api";
import { renderApp } from "../../../../tests/helpers/client/render-app";
import type * as SsoModule from "../sso";
import { goToSsoLogout } from "../sso";

// The SSO logout is a full page load: recorded, not made (made after the test, it reached a
// window already torn down, an unhandled error in a fresh-clone run).
vi.mock("../sso", async (importOriginal) => ({
  ...(await importOriginal<typeof SsoModule>()),
  goToSsoLogout: vi.fn(),
}));

const DAY = 24 * 60 * 60 * 1000;
const userChangedAgo = (days: number) => ({
  accountId: "demo",
  companyId: 1,
  initLogin: false,
  lastPwdChanged: new Date(Date.now() - days * DAY).toISOString(),
});

afterEach(async () => {
  await tokenStore.clear();
  vi.unstubAllGlobals();
});

async function open(url: string, user: object) {
  const api = installFakeApi((r) =>
    r.path === "/api/user" ? ok(user) : r.path === "/api/logout" ? ok(null) : undefined,
  );
  await tokenStore.set({ access: "a1", refresh: "r1" });
  const app = await renderApp(url, { locale: "en" });
  await screen.findByLabelText("Current password");
  return { ...app, api };
}

describe("ways out of the password page", { timeout: 15_000 }, () => {
  it("a change the user asked for: Cancel returns to my page, and the header has Back", async () => {
    const { router } = await open("/loginSuccess?changePassword=1", userChangedAgo(1));
    expect(screen.getByRole("link", { name: "Back" })).toBeVisible();
    await userEvent.click(screen.getByRole("link", { name: "Cancel" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/user"));
  });

  it("a required change (90 days): no Cancel, but Log out ends the session", async () => {
    const { api } = await open("/loginSuccess", userChangedAgo(120));
    expect(screen.getByText(/90 days/)).toBeVisible();
    expect(screen.queryByRole("link", { name: "Cancel" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Log out" }));
    await waitFor(() => expect(api.calls.some((c) => c.path === "/api/logout")).toBe(true));
    // Then the page leaves through the SSO logout.
    await waitFor(() => expect(goToSsoLogout).toHaveBeenCalledOnce());
    expect(await tokenStore.get("access")).toBeUndefined();
  });
});
