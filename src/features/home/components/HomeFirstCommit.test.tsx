import type { AnyRouter } from "@tanstack/react-router";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { watchFirstScreen } from "../../../lib/first-screen";
import { tokenStore } from "../../../lib/token-store";
import { installFakeApi, ok } from "../../../../tests/helpers/client/fake-api";
import { EDIT_USER } from "../../../../tests/helpers/client/menu-edit-fixtures";
import { menuItem } from "../../../../tests/helpers/client/menu-item";
import { renderApp } from "../../../../tests/helpers/client/render-app";
import footerStyles from "../../../components/Footer/Footer.module.css";
import { BILLBOARD_HIDE_KEY, NOTICE_POPUP_HIDE_KEY } from "../../billboard";

// Home's first commit was its longest task: it built all three lists, two of them off-screen,
// and read the pager's width, which forced the whole page's style and layout inside it.

const data: Record<string, unknown> = {
  "/api/user": EDIT_USER,
  "/api/menu/WORK": [menuItem({ name: "전자결재" })],
  "/api/menu/OFFICE": [menuItem({ name: "Office 1" })],
  "/api/favorite": [],
  "/api/weather": [],
  "/api/banner/display": [],
  "/api/board/popup": { enabled: false, items: [] },
};

let routeResolved = () => {};
let api: ReturnType<typeof installFakeApi>;

beforeEach(async () => {
  localStorage.setItem(BILLBOARD_HIDE_KEY, String(Date.now() + 3_600_000));
  localStorage.setItem(NOTICE_POPUP_HIDE_KEY, String(Date.now() + 3_600_000));
  api = installFakeApi((request) => (request.path in data ? ok(data[request.path]) : undefined));
  await tokenStore.set({ access: "test-access", refresh: "test-refresh" });
  // Online (an offline device shows everything at once), whatever an earlier file left behind.
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
  // As main.tsx does: the first screen counts as shown once the router resolved its first route.
  watchFirstScreen({
    subscribe: (_event: string, listener: () => void) => {
      routeResolved = listener;
      return () => undefined;
    },
  } as unknown as AnyRouter);
});

afterEach(async () => {
  routeResolved();
  await tokenStore.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

it("builds and asks for the selected list only, the others once the first screen is shown", async () => {
  const widthReads = vi.spyOn(Element.prototype, "clientWidth", "get");
  await renderApp("/", { locale: "en" });
  const work = await screen.findByRole("tabpanel", { name: "Work" }, { timeout: 5000 });
  await within(work).findByText("전자결재", {}, { timeout: 5000 });
  // Nobody sees the other lists yet: their panels stay empty, and their requests (and those of
  // the weather line and the billboards, later parts) do not compete with the shown list's.
  const office = screen.getByRole("tabpanel", { name: "Office" });
  expect(office).toBeEmptyDOMElement();
  expect(screen.getByRole("tabpanel", { name: "Favorites" })).toBeEmptyDOMElement();
  expect(widthReads).not.toHaveBeenCalled();
  const asked = () => api.calls.map((call) => call.path);
  for (const later of ["/api/menu/OFFICE", "/api/favorite", "/api/weather", "/api/banner/display"])
    expect(asked()).not.toContain(later);

  routeResolved();
  await within(office).findByText("Office 1", {}, { timeout: 5000 });
  expect(asked()).toEqual(expect.arrayContaining(["/api/favorite", "/api/weather"]));
});

it("reads the scroll position for the fixed tab bar a frame after the first commit, not in it", async () => {
  const frames: FrameRequestCallback[] = [];
  vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  // A read once the tab bar is in the document is a read after the commit: it forces a layout.
  let readsAfterCommit = 0;
  vi.spyOn(window, "scrollY", "get").mockImplementation(() => {
    if (document.querySelector('[role="tablist"]')) readsAfterCommit += 1;
    return 200;
  });
  await renderApp("/", { locale: "en" });
  const tabs = await screen.findByRole("tablist", { name: "Home menu" }, { timeout: 5000 });
  expect(readsAfterCommit).toBe(0);

  for (const frame of frames.splice(0)) frame(performance.now());
  await waitFor(() => expect(tabs.parentElement!.className).toMatch(/fixed/));
});

it("paints the footer's copyright line with the lists, its controls once the first screen is shown", async () => {
  await renderApp("/", { locale: "en" });
  const work = await screen.findByRole("tabpanel", { name: "Work" }, { timeout: 5000 });
  await within(work).findByText("전자결재", {}, { timeout: 5000 });
  // The largest text on the first screen: painted later, it was the page's largest paint.
  const footer = () => screen.getByRole("contentinfo");
  expect(footer()).toHaveTextContent("© 2022 Group Portal");
  // Its controls hold their place unseen (`visibility: hidden`, which jsdom does not apply).
  const waiting = footerStyles.waiting as string;
  expect(footer()).toHaveClass(waiting);

  const painted = footer();

  routeResolved();
  await waitFor(() => expect(footer()).not.toHaveClass(waiting));
  expect(screen.getByRole("button", { name: "Log out" })).toBeEnabled();
  // The same element: a copy in its place is painted anew, and the browser then counted the
  // page's largest paint from the copy.
  expect(footer()).toBe(painted);
});

it("builds the two off-screen lists in idle tasks of their own once the first screen is shown", async () => {
  const idleTasks: (() => void)[] = [];
  vi.stubGlobal("requestIdleCallback", (task: () => void) => idleTasks.push(task));
  vi.stubGlobal("cancelIdleCallback", () => undefined);
  await renderApp("/", { locale: "en" });
  const work = await screen.findByRole("tabpanel", { name: "Work" }, { timeout: 5000 });
  await within(work).findByText("전자결재", {}, { timeout: 5000 });
  const offScreen = ["Office", "Favorites"].map((name) => screen.getByRole("tabpanel", { name }));
  const built = () => offScreen.filter((panel) => panel.childElementCount > 0).length;

  routeResolved();
  const builtPerTask: number[] = [];
  for (let task = 0; task < 20 && built() < 2; task++) {
    await waitFor(() => expect(idleTasks.length).toBeGreaterThan(0), { timeout: 3000 });
    const before = built();
    idleTasks.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 20)); // the render it started
    builtPerTask.push(built() - before);
  }
  expect(built()).toBe(2);
  expect(Math.max(...builtPerTask)).toBe(1);
});
