/**
 * The organisation chart page against a fake API at the fetch boundary: the company picker, a
 * 3,000-member department kept as a window of rows in a page that scrolls as one, and the hint when a search hits the cap.
 */
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ORGANIZATION_SEARCH_LIMIT } from "../../../../shared/organization-search";
import type { Locale } from "../../../lib/locale";
import { ok } from "../../../../tests/helpers/client/fake-api";
import { renderApp } from "../../../../tests/helpers/client/render-app";
import {
  installOrgApi,
  LAZY,
  members,
  ORG_PATHS,
  type Answer,
} from "../../../../tests/helpers/client/org-fixtures";

const ROW = 64; // MemberList's estimated row height

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openChart(url: string, answers: Record<string, Answer> = {}, locale: Locale = "en") {
  const api = await installOrgApi(answers);
  const app = await renderApp(url, { locale });
  await screen.findByRole("heading", { level: 1 }, LAZY);
  return { ...api, ...app };
}

const rowNames = (list: HTMLElement) =>
  within(list)
    .queryAllByRole("button")
    .map((row) => row.querySelector("strong")?.textContent);

describe("organisation chart page", { timeout: 30_000 }, () => {
  it("the picker lists the user's companies and switching it loads that company's chart", async () => {
    const { callsTo, router } = await openChart("/OrganizationView");
    await screen.findByText("Holdings HQ", { selector: "[aria-current=page]" });
    const picker = screen.getByRole("combobox", { name: "Select company" });
    expect(picker).toHaveValue("1");
    expect(
      within(picker)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Hanbit Holdings", "Hanbit Tech"]);

    await userEvent.selectOptions(picker, "Hanbit Tech");
    await screen.findByText("Tech HQ", { selector: "[aria-current=page]" });
    expect(screen.queryByText("Holdings HQ", { selector: "[aria-current=page]" })).toBeNull();
    expect(screen.getByRole("button", { name: /^Platform/ })).toBeVisible();
    expect(callsTo(ORG_PATHS.chart).map((c) => c.query.get("companyId"))).toEqual(["1", "280"]);
    // The members shown are those of the new company's first department.
    await waitFor(() =>
      expect(callsTo(ORG_PATHS.search).at(-1)?.query.get("companyId")).toBe("280"),
    );
    expect(callsTo(ORG_PATHS.search).at(-1)?.query.get("departmentId")).toBe("20");
    expect(router.state.location.search).toMatchObject({ companyId: 280 });
  });

  it("a department of 3,000 keeps a window of rows in the DOM and scrolling the page brings later ones", async () => {
    await openChart("/OrganizationView", {
      [ORG_PATHS.search]: () => ok({ deptUsers: members(3000) }),
    });
    const list = await screen.findByRole("region", { name: "Department members" });
    await within(list).findByRole("button", { name: /Member 1\b/ });
    const first = rowNames(list);
    expect(first.length).toBeGreaterThanOrEqual(window.innerHeight / ROW);
    expect(first.length).toBeLessThan(40);
    expect(first[0]).toBe("Member 1");
    expect(within(list).queryByRole("button", { name: /Member 2500\b/ })).toBeNull();
    // The list has no scroll box of its own: the page scrolls as one.
    expect(list.querySelector("[tabindex]")).toBeNull();
    expect(within(screen.getByRole("main")).getByRole("status")).toHaveTextContent("3,000 people");

    // Scroll the page to row 2,500 as the browser would: move the offset, then fire the event.
    act(() => {
      vi.spyOn(window, "scrollY", "get").mockReturnValue(2499 * ROW);
      fireEvent.scroll(window);
    });
    await within(list).findByRole("button", { name: /Member 2500\b/ });
    const later = rowNames(list);
    expect(later.length).toBeLessThan(40);
    expect(later).not.toContain("Member 1");
    const at = within(list).getByRole("button", { name: /Member 2500\b/ });
    expect(at.closest("li")!.style.top).toBe(`${2499 * ROW}px`);
  });

  describe("a search that hits the server's cap", () => {
    const search = (count: number) => ({
      [ORG_PATHS.search]: () => ok({ deptUsers: members(count) }),
    });

    it(`says only the first ${ORGANIZATION_SEARCH_LIMIT} are shown when ${ORGANIZATION_SEARCH_LIMIT} come back`, async () => {
      await openChart("/OrganizationView?q=Member", search(ORGANIZATION_SEARCH_LIMIT));
      await screen.findByRole("region", { name: "Search results" });
      expect(
        await screen.findByText("Showing the first 50 matches. Type more to narrow the search."),
      ).toBeVisible();
    });

    it("says so in Korean too", async () => {
      await openChart("/OrganizationView?q=Member", search(ORGANIZATION_SEARCH_LIMIT), "ko");
      await screen.findByRole("region", { name: "검색 결과" });
      expect(
        await screen.findByText(
          "처음 50명까지만 표시합니다. 검색어를 더 입력해 범위를 좁혀 보세요.",
        ),
      ).toBeVisible();
    });

    it("says nothing when fewer come back", async () => {
      await openChart("/OrganizationView?q=Member", search(ORGANIZATION_SEARCH_LIMIT - 1));
      const results = await screen.findByRole("region", { name: "Search results" });
      await within(results).findByRole("button", { name: /Member 1\b/ });
      expect(screen.queryByText(/Showing the first/)).toBeNull();
    });
  });
});
