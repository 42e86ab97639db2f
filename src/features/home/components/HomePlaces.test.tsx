import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { tokenStore } from "../../../lib/token-store";
import { installFakeApi, ok } from "../../../../tests/helpers/client/fake-api";
import { EDIT_USER, LAZY } from "../../../../tests/helpers/client/menu-edit-fixtures";
import { menuItem } from "../../../../tests/helpers/client/menu-item";
import { renderApp } from "../../../../tests/helpers/client/render-app";
import { BILLBOARD_HIDE_KEY, NOTICE_POPUP_HIDE_KEY } from "../../billboard";
import type { MenuItem } from "../../menu";

const TWO_COMPANIES = {
  ...EDIT_USER,
  companyList: [
    { companyId: 1, companyCode: "HANBIT", companyName: "한빛홀딩스" },
    { companyId: 280, companyCode: "HTECH", companyName: "한빛테크" },
  ],
};

const menu = (id: number, name: string, over: Partial<MenuItem> = {}) =>
  menuItem({ id, name, ...over });

let user: typeof EDIT_USER;
beforeEach(async () => {
  localStorage.setItem(BILLBOARD_HIDE_KEY, String(Date.now() + 3_600_000));
  localStorage.setItem(NOTICE_POPUP_HIDE_KEY, String(Date.now() + 3_600_000));
  user = EDIT_USER;
  installFakeApi((request) => {
    const data: Record<string, unknown> = {
      "/api/user": user,
      "/api/internal/eventHoliday/latest": { latestCreatedAt: null },
      "/api/banner/display": [],
      "/api/menu/WORK": [
        menu(1, "메일", { icon: "mail" }),
        menu(2, "사내 위키"),
        menu(3, "IT 헬프데스크", { url: "http://help.example/" }),
      ],
      "/api/menu/OFFICE": [],
      "/api/favorite": [],
      "/api/board/popup": { enabled: false, items: [] },
    };
    const result = data[request.path];
    return result === undefined ? undefined : ok(result);
  });
  await tokenStore.set({ access: "test-access", refresh: "test-refresh" });
});

afterEach(async () => {
  await tokenStore.clear();
  vi.unstubAllGlobals();
  localStorage.clear();
  delete document.documentElement.dataset.homeView;
});

const header = () => screen.findByRole("banner");

describe("Main's header: company and organisation chart one tap away", { timeout: 20_000 }, () => {
  it("a member of several companies: the company's name opens the company switch", async () => {
    user = TWO_COMPANIES;
    const { router } = await renderApp("/", { locale: "en" });
    const link = await within(await header()).findByRole(
      "link",
      { name: "한빛홀딩스, switch company" },
      LAZY,
    );
    expect(link).toHaveTextContent("한빛홀딩스");
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe("/selectCompany"));
  });

  it("a member of one company sees the name, with nothing to switch", async () => {
    await renderApp("/", { locale: "en" });
    const banner = await header();
    expect(await within(banner).findByText("한빛홀딩스", {}, LAZY)).toBeInTheDocument();
    expect(within(banner).queryByRole("link", { name: /switch company/ })).toBeNull();
  });

  it("the organisation chart opens in a new window from the header", async () => {
    await renderApp("/", { locale: "en" });
    const chart = await within(await header()).findByRole(
      "link",
      { name: /^Organization chart/ },
      LAZY,
    );
    expect(chart).toHaveAttribute("href", `${window.location.origin}/OrganizationView`);
    expect(chart).toHaveAttribute("target", "_blank");
  });
});

describe("Main's link pictures", { timeout: 20_000 }, () => {
  it("the admin's icon, else the site's favicon, else the initials", async () => {
    await renderApp("/", { locale: "en" });
    const work = await screen.findByRole("tabpanel", { name: "Work" }, LAZY);
    const mail = await within(work).findByRole("link", { name: /메일/ }, LAZY);
    expect(mail.querySelector("svg[aria-hidden='true']")).not.toBeNull();
    expect(mail.querySelector("img")).toBeNull();

    const wiki = within(work).getByRole("link", { name: /사내 위키/ });
    const favicon = wiki.querySelector("img")!;
    expect(favicon).toHaveAttribute("src", "https://site2.example.com/favicon.ico");
    fireEvent.error(favicon);
    expect(wiki.querySelector("img")).toBeNull();
    expect(wiki).toHaveTextContent("사위");

    // Plain http: no favicon request, the initials at once.
    const help = within(work).getByRole("link", { name: /IT 헬프데스크/ });
    expect(help.querySelector("img")).toBeNull();
    expect(help).toHaveTextContent("I헬");
  });
});

describe("Main's list or grid view", { timeout: 20_000 }, () => {
  it("the toggle switches to the grid and back, remembered on the device", async () => {
    await renderApp("/", { locale: "en" });
    const toggle = await screen.findByRole("button", { name: "Grid view" }, LAZY);
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(document.documentElement.dataset.homeView).toBe("grid");
    expect(localStorage.getItem("gp.home.view")).toBe("grid");
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(document.documentElement.dataset.homeView).toBeUndefined();
    expect(localStorage.getItem("gp.home.view")).toBeNull();
  });

  it("starts pressed when the page was laid out as a grid before it loaded", async () => {
    document.documentElement.dataset.homeView = "grid";
    await renderApp("/", { locale: "en" });
    const toggle = await screen.findByRole("button", { name: "Grid view" }, LAZY);
    expect(toggle).toHaveAttribute("aria-pressed", "true");
  });
});
