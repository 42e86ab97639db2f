import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../lib/api-client";
import { authEvents } from "../../../lib/auth-events";
import { tokenStore } from "../../../lib/token-store";
import { fail, installFakeApi } from "../../../../tests/helpers/client/fake-api";
import { renderApp } from "../../../../tests/helpers/client/render-app";

beforeEach(async () => {
  installFakeApi((r) => {
    if (r.path === "/api/forbidden") return fail(403, "FORBIDDEN", "권한이 없습니다.");
    if (r.path === "/api/missing") return fail(404, "NOT_FOUND", "없는 게시글입니다.");
    if (r.path === "/api/broken") return fail(500, "INTERNAL_ERROR", "boom");
  });
  await tokenStore.set({ access: "a1", refresh: "r1" });
});
afterEach(async () => {
  await tokenStore.clear();
  vi.unstubAllGlobals();
});

async function start() {
  const view = await renderApp("/schedule");
  await screen.findByRole("heading", { level: 1, name: "일정" });
  const run = (path: string, meta?: { errorHandling: "local" | "silent" }) =>
    act(() =>
      view.queryClient
        .fetchQuery({ queryKey: [path], queryFn: () => api(path), meta })
        .catch(() => undefined),
    );
  return { ...view, run };
}

describe("app-wide reactions (spec 8)", () => {
  it.each([
    ["/forbidden", "권한이 없습니다."],
    ["/missing", "없는 게시글입니다."],
  ])("%s: an alert dialog with the server message; OK closes it", async (path, message) => {
    const { run, router } = await start();
    await run(path);
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent(message);
    expect(screen.getByRole("button", { name: "확인" })).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: "확인" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(router.state.location.pathname).toBe("/schedule");
  });

  it("Escape closes the dialog too", async () => {
    const { run } = await start();
    await run("/forbidden");
    await screen.findByRole("alertdialog");
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("other 500: 'There is a problem with the server...' once, then the session ends on /login", async () => {
    const { run, router } = await start();
    await run("/broken");
    await run("/broken"); // a second failure while the alert is open adds no second alert
    expect(await screen.findByRole("alertdialog")).toHaveTextContent(
      "서버에 문제가 있습니다. 관리자에게 문의하세요.",
    );
    await userEvent.click(screen.getByRole("button", { name: "확인" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(await tokenStore.getAll()).toEqual({});
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("home menus failing with 500: one alert, then /login, and it stays there", async () => {
    const api = installFakeApi((r) =>
      /^\/api\/(menu|favorite)/.test(r.path) ? fail(500, "INTERNAL_ERROR", "boom") : undefined,
    );
    const { router } = await renderApp("/");
    expect(await screen.findByRole("alertdialog")).toHaveTextContent(
      "서버에 문제가 있습니다. 관리자에게 문의하세요.",
    );
    const menuCalls = () => api.calls.filter((c) => /^\/api\/(menu|favorite)/.test(c.path));
    await waitFor(() => expect(menuCalls().length).toBeGreaterThanOrEqual(3));
    await userEvent.click(screen.getByRole("button", { name: "확인" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(await screen.findByRole("heading", { level: 1, name: "로그인" })).toBeVisible();
    expect(await tokenStore.getAll()).toEqual({});
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(router.state.location.pathname).toBe("/login");
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("queries that handle or only log their errors raise no alert", async () => {
    const { run, router } = await start();
    await run("/forbidden", { errorHandling: "local" });
    await run("/missing", { errorHandling: "silent" });
    // Schedule, push, alarm and home data (spec 8 "only logged"): a 500 does not end the session.
    await run("/broken", { errorHandling: "silent" });
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(router.state.location.pathname).toBe("/schedule");
    expect(await tokenStore.getAll()).toEqual({ access: "a1", refresh: "r1" });
  });

  it("auth lost: goes to /login", async () => {
    const { router } = await start();
    await tokenStore.clear();
    act(() => authEvents.emitAuthLost({ reason: "unauthorized" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });

  it("a 401 from any call clears the session and lands on /login", async () => {
    const { run, router } = await start();
    installFakeApi(() => fail(401, "UNAUTHORIZED"));
    await run("/me");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(await tokenStore.getAll()).toEqual({});
  });
});
