import { QueryClient } from "@tanstack/react-query";
import { RouterProvider, createBrowserHistory } from "@tanstack/react-router";
import { render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { activateLocale } from "../../../lib/i18n";
import { tokenStore } from "../../../lib/token-store";
import { AppProviders } from "../../../providers";
import { createAppRouter } from "../../../router";
import {
  fail,
  installFakeApi,
  ok,
  type FakeHandler,
} from "../../../../tests/helpers/client/fake-api";
import { renderApp } from "../../../../tests/helpers/client/render-app";
import { captureAddressBarHandoff } from "../handoff";

let user: Record<string, unknown> | undefined;
let extra: FakeHandler;
let api: ReturnType<typeof installFakeApi>;

beforeEach(() => {
  user = undefined;
  extra = () => undefined;
  api = installFakeApi((r) => {
    if (r.path === "/api/account/token" && r.method === "POST") {
      return r.body && (r.body as { code: string }).code === "c1"
        ? ok({ accessToken: "a1", refreshToken: "r1", expiresIn: 900 })
        : fail(400, "VALIDATION_ERROR");
    }
    if (r.path === "/api/user" && user) return ok(user);
    return extra(r);
  });
});
afterEach(async () => {
  await tokenStore.clear();
  vi.unstubAllGlobals();
});

describe("/loginSuccess with secrets in the query (memory history)", () => {
  it("?code= is exchanged by POST and leaves location and history; then /", async () => {
    const { router, history } = await renderApp("/loginSuccess?code=c1");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(api.calls.filter((c) => c.path === "/api/account/token")).toHaveLength(1);
    expect(await tokenStore.getAll()).toEqual({ access: "a1", refresh: "r1" });
    expect(history.length).toBe(1);
    expect(history.location.href).not.toContain("c1");
  });

  it("?accessToken=&refreshToken= (native shells) are stored without any call", async () => {
    const { router, history } = await renderApp("/loginSuccess?accessToken=na&refreshToken=nr");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(api.calls.some((c) => c.path === "/api/account/token")).toBe(false);
    expect(await tokenStore.getAll()).toEqual({ access: "na", refresh: "nr" });
    expect(history.length).toBe(1);
    expect(history.location.href).not.toMatch(/na|nr/);
  });

  it("a code that cannot be exchanged ends on /login with an error", async () => {
    const { router } = await renderApp("/loginSuccess?code=bad");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.location.search).toEqual({ error: "LOGIN_FAILED" });
    expect(await screen.findByText("로그인하지 못했습니다. 다시 시도하세요.")).toBeVisible();
  });

  it("without a session it goes to /login", async () => {
    const { router } = await renderApp("/loginSuccess");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });
});

describe("/loginSuccess at start-up (browser history)", () => {
  it("strips the code from the address bar without adding a history entry", async () => {
    window.history.replaceState(null, "", "/loginSuccess?code=c1&keep=1#top");
    const length = window.history.length;
    expect(captureAddressBarHandoff()).toBe(true);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      "/loginSuccess?keep=1#top",
    );
    expect(window.history.length).toBe(length);

    await activateLocale("ko");
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createAppRouter({ history: createBrowserHistory(), queryClient });
    render(
      <AppProviders queryClient={queryClient} persist={false}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await waitFor(() => expect(window.location.pathname).toBe("/"));
    expect(await tokenStore.get("access")).toBe("a1");
    expect(window.location.href).not.toContain("c1");
    router.history.destroy();
  });

  it("leaves other paths alone", () => {
    window.history.replaceState(null, "", "/?code=x");
    expect(captureAddressBarHandoff()).toBe(false);
    expect(window.location.search).toBe("?code=x");
    window.history.replaceState(null, "", "/");
  });
});
