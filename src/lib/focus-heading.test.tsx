/** Issue 15: after a route change focus stayed on <body>; it moves to the new page's heading. */
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeApi, ok } from "../../tests/helpers/client/fake-api";
import { renderApp } from "../../tests/helpers/client/render-app";
import { focusHeadingOnNavigation } from "./focus-heading";
import { tokenStore } from "./token-store";

afterEach(async () => {
  await tokenStore.clear();
  vi.unstubAllGlobals();
});

describe("focus after a navigation", { timeout: 20_000 }, () => {
  it("moves to the heading of the page navigated to, not on the first page", async () => {
    installFakeApi((r) => (r.path === "/api/internal/eventHoliday" ? ok([]) : undefined));
    await tokenStore.set({ access: "a1", refresh: "r1" });
    const { router } = await renderApp("/schedule", { locale: "en" });
    const stop = focusHeadingOnNavigation(router);
    const first = await screen.findByRole("heading", { level: 1, name: "Schedule" });
    expect(first).not.toHaveFocus();

    await router.navigate({ to: "/noticeDetail/$postId", params: { postId: "7" } });
    await waitFor(() => expect(document.activeElement?.tagName).toBe("H1"));
    expect(document.activeElement).not.toBe(first);
    stop();
  });
});
