import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { tokenStore } from "../../../lib/token-store";
import { installFakeApi, ok, type FakeRequest } from "../../../../tests/helpers/client/fake-api";
import { EDIT_USER } from "../../../../tests/helpers/client/menu-edit-fixtures";
import { menuItem } from "../../../../tests/helpers/client/menu-item";
import { renderApp } from "../../../../tests/helpers/client/render-app";
import { BILLBOARD_HIDE_KEY, NOTICE_POPUP_HIDE_KEY } from "../../billboard";
import type { MenuItem } from "../../menu";

// The same signed-in user as the edit pages' tests.
const USER = EDIT_USER;

const menu = (name: string, over: Partial<MenuItem> = {}) => menuItem({ name, ...over });

const WORK = [
  menu("전자결재", { url: "https://approval.example.com/approval?box=1" }),
  menu("게시판", { url: "https://approval.example.com/board" }),
  menu("메일", { url: "https://mail.example.com/" }),
  menu("전자계약", { url: "https://sign.example.com/", open: true }),
  menu("ERP", { envType: "PC" }),
  menu("위험한 링크", { url: "javascript:alert(1)" }),
];
const OFFICE = Array.from({ length: 9 }, (_, index) => menu(`Office ${index + 1}`));

let data: Record<string, unknown>;

function handler(request: FakeRequest) {
  const result = data[request.path];
  return result === undefined ? undefined : ok(result);
}

beforeEach(async () => {
  localStorage.setItem(BILLBOARD_HIDE_KEY, String(Date.now() + 3_600_000));
  localStorage.setItem(NOTICE_POPUP_HIDE_KEY, String(Date.now() + 3_600_000));
  data = {
    "/api/user": USER,
    "/api/weather": [
      {
        region: "서울",
        weatherIconName: "맑음",
        todayTemperature: 12.5,
        temperatureComparedToYesterday: 2,
      },
    ],
    "/api/banner/display": [
      { id: 1, title: "타운홀", titleSub: "금요일", link: null, updatedAt: "2026-11-21T00:00:00Z" },
    ],
    "/api/menu/WORK": WORK,
    "/api/menu/OFFICE": OFFICE,
    "/api/favorite": [],
    "/api/board/popup": { enabled: false, items: [] },
    "/api/internal/eventHoliday/latest": { latestCreatedAt: null },
  };
  installFakeApi(handler);
  await tokenStore.set({ access: "test-access", refresh: "test-refresh" });
});

afterEach(async () => {
  await tokenStore.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  document.cookie = "gp_app=; expires=Thu, 01 Jan 1970 00:00:00 GMT";
});

const panel = (name: string) => screen.findByRole("tabpanel", { name }, { timeout: 5000 });
const LAZY = { timeout: 5000 }; // the first load of the deferred chunk transforms it in the test

describe("Main", { timeout: 20_000 }, () => {
  it("shows the header, identity card and weather", async () => {
    await renderApp("/", { locale: "en" });
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent("Home");
    expect(await screen.findByRole("img", { name: "한빛홀딩스" })).toHaveAttribute(
      "src",
      "/images/logos/HANBIT.svg",
    );
    const card = await screen.findByRole("region", { name: "My information" });
    expect(card).toHaveTextContent("홍길동 demo");
    expect(card).toHaveTextContent("과장");
    expect(card).not.toHaveTextContent("-");
    // The region is there before its line: the weather is asked for once the first screen is shown.
    const weather = await screen.findByRole("region", { name: "Weather" }, LAZY);
    await waitFor(
      () => expect(weather).toHaveTextContent("12.5°C서울2°C higher than yesterday"),
      LAZY,
    );
    expect(screen.getByRole("link", { name: "Schedule" })).toHaveAttribute("href", "/schedule");
  });

  it("exactly 8 items still get one filler row", async () => {
    data["/api/menu/OFFICE"] = OFFICE.slice(0, 8);
    await renderApp("/", { locale: "en" });
    const office = await panel("Office");
    await within(office).findByText("Office 8", {}, LAZY);
    expect(office.querySelector('[style*="--row-height"]')).toHaveStyle({
      height: "calc(var(--row-height) * 1)",
    });
  });

  it("Work list: PC items hidden, OPEN marker, http(s) links in a new tab, filler at <= 8", async () => {
    await renderApp("/", { locale: "en" });
    const work = await panel("Work");
    await within(work).findByRole("link", { name: /전자결재/ }, LAZY);
    const links = within(work).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "전자결재(opens in a new tab)",
      "게시판(opens in a new tab)",
      "메일(opens in a new tab)",
      "전자계약OPEN(opens in a new tab)",
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    expect(links[0]).toHaveAttribute("href", "https://approval.example.com/approval?box=1");
    expect(work).not.toHaveTextContent("ERP");
    expect(within(work).getByText("위험한 링크").closest("a")).toBeNull();
    expect(work.querySelector('[style*="--row-height"]')).toHaveStyle({
      height: "calc(var(--row-height) * 4)",
    });
    // 9 items: no filler.
    const office = await panel("Office");
    await within(office).findByText("Office 9", {}, LAZY);
    expect(office.querySelector('[style*="--row-height"]')).toBeNull();
  });

  it("inside the app: the app flag on approval and board links only", async () => {
    document.cookie = "gp_app=1";
    await renderApp("/", { locale: "en" });
    const work = await panel("Work");
    const approval = await within(work).findByRole("link", { name: /전자결재/ }, LAZY);
    expect(approval).toHaveAttribute("href", "https://approval.example.com/approval?box=1&app=Y");
    expect(within(work).getByRole("link", { name: /게시판/ })).toHaveAttribute(
      "href",
      "https://approval.example.com/board?app=Y",
    );
    expect(within(work).getByRole("link", { name: /메일/ })).toHaveAttribute(
      "href",
      "https://mail.example.com/",
    );
    expect(approval).not.toHaveAttribute("target");
  });

  it("menuId picks the first tab; an empty Favorite list offers to add one", async () => {
    await renderApp("/?menuId=2", { locale: "en" });
    expect(await screen.findByRole("tab", { selected: true })).toHaveTextContent("Favorites");
    const favorites = await panel("Favorites");
    expect(await within(favorites).findByText("No favorites yet.", {}, LAZY)).toBeInTheDocument();
    expect(within(favorites).getByRole("link", { name: "Add a favorite" })).toHaveAttribute(
      "href",
      "/edit/favorite",
    );
    expect(await panel("Work")).toHaveAttribute("inert");
  });

  it("every list has an edit entry at the tab bar's end, without any scroll (issue 15)", async () => {
    const { router } = await renderApp("/?menuId=0", { locale: "en" });
    const edit = await screen.findByRole("link", { name: "Edit Work" }, LAZY);
    expect(edit).toHaveAttribute("href", "/edit/work");
    await userEvent.click(screen.getByRole("tab", { name: "Office" }));
    expect(await screen.findByRole("link", { name: "Edit Office" })).toHaveAttribute(
      "href",
      "/edit/office",
    );
    await userEvent.click(screen.getByRole("tab", { name: "Favorites" }));
    await userEvent.click(await screen.findByRole("link", { name: "Edit Favorites" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/edit/favorite"));
  });

  it("past 153 px of scroll: the tab bar is fixed (its slot kept) and Favorite shows Add/Edit", async () => {
    await renderApp("/?menuId=2", { locale: "en" });
    const tablist = await screen.findByRole("tablist", { name: "Home menu" });
    const bar = tablist.parentElement!;
    expect(bar.className).not.toMatch(/fixed/);
    expect(screen.queryByRole("link", { name: "Add/Edit" })).not.toBeInTheDocument();

    await act(async () => {
      Object.defineProperty(window, "scrollY", { value: 153, configurable: true });
      fireEvent.scroll(window);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(bar.className).not.toMatch(/fixed/);

    await act(async () => {
      Object.defineProperty(window, "scrollY", { value: 154, configurable: true });
      fireEvent.scroll(window);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(bar.className).toMatch(/fixed/);
    expect(bar.parentElement!.className).toMatch(/tabSlot/);
    expect(screen.getByRole("link", { name: "Add/Edit" })).toHaveAttribute(
      "href",
      "/edit/favorite",
    );

    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    screen.getByRole("tab", { name: "Work" }).click();
    // The new list shows from its top, the bar staying fixed.
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 154, behavior: "instant" }));
    await waitFor(() =>
      expect(screen.queryByRole("link", { name: "Add/Edit" })).not.toBeInTheDocument(),
    );
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
  });

  it("home data failures are only logged, the page still renders", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    delete data["/api/weather"];
    delete data["/api/banner/display"];
    await renderApp("/", { locale: "en" });
    await within(await panel("Work")).findByRole("link", { name: /전자결재/ }, LAZY);
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith("Home: could not load the weather", expect.anything()),
    );
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Schedule" })).toBeInTheDocument();
  });

  it("a failed menu load alerts (spec 8)", async () => {
    data["/api/menu/WORK"] = undefined;
    installFakeApi((request) =>
      request.path === "/api/menu/WORK"
        ? new Response(
            JSON.stringify({ status: 403, code: "FORBIDDEN", message: "No access", result: null }),
            { status: 403, headers: { "content-type": "application/json" } },
          )
        : handler(request),
    );
    await renderApp("/", { locale: "en" });
    expect(await screen.findByRole("alertdialog", {}, LAZY)).toHaveTextContent("No access");
  });

  it("the billboard popup opens on load unless hidden today", async () => {
    localStorage.removeItem(BILLBOARD_HIDE_KEY);
    await renderApp("/", { locale: "en" });
    const dialog = await screen.findByRole("dialog", { name: "Announcements" }, LAZY);
    expect(dialog).toHaveTextContent("타운홀");
  });
});
