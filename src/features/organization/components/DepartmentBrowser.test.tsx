/**
 * The chart as a drill-down on a phone: the path on one line, the current department's
 * sub-departments with everyone below them counted, then its members; the result count of a
 * search in a live region; no ARIA attribute the elements do not allow.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { OrganizationNode } from "../api";
import { ok } from "../../../../tests/helpers/client/fake-api";
import { renderApp } from "../../../../tests/helpers/client/render-app";
import {
  installOrgApi,
  LAZY,
  members,
  ORG_PATHS,
} from "../../../../tests/helpers/client/org-fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const dept = (id: number, parentId: number | null, name: string, memberCount: number) =>
  ({ id, parentId, name, memberCount, companyId: 1, children: [] }) as OrganizationNode;

/** HQ (1 own) > Team A (2) > Part (4); HQ > Team B (5). */
const TREE: OrganizationNode[] = [
  {
    ...dept(10, null, "HQ", 1),
    children: [
      { ...dept(11, 10, "Team A", 2), children: [dept(12, 11, "Part", 4)] },
      dept(13, 10, "Team B", 5),
    ],
  },
];

async function openChart(url = "/OrganizationView", searchCount = 3) {
  const api = await installOrgApi({
    [ORG_PATHS.chart]: () => ok({ organizationList: TREE }),
    [ORG_PATHS.search]: () => ok({ deptUsers: members(searchCount) }),
  });
  const app = await renderApp(url, { locale: "en" });
  await screen.findByRole("heading", { level: 1 }, LAZY);
  return { ...api, ...app };
}

const subDepartments = () => screen.getByRole("region", { name: "Sub-departments" });
const breadcrumb = () => screen.getByRole("navigation", { name: "Current department" });

describe("department drill-down", { timeout: 30_000 }, () => {
  it("opens in the root: its path, its sub-departments with head counts, then its members", async () => {
    await openChart();
    await screen.findByText("HQ", { selector: "[aria-current=page]" });
    const rows = await within(subDepartments()).findAllByRole("button");
    // Read as "Team A 6 people": the name and the count do not run together.
    expect(rows[0]).toHaveAccessibleName("Team A 6 people");
    // Team A counts Part's people too; the count says what it is.
    expect(rows.map((row) => row.textContent)).toEqual(["Team A 6 people›", "Team B 5 people›"]);
    const list = await screen.findByRole("region", { name: "Department members" });
    await within(list).findByRole("button", { name: /Member 1\b/ });
    // Members come right after the sub-departments, not after a whole expanded tree.
    expect(subDepartments().compareDocumentPosition(list)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.queryByRole("button", { name: /^Part/ })).toBeNull();
  });

  it("a tap on a sub-department steps into it, and Back steps out", async () => {
    const { callsTo, router } = await openChart();
    await userEvent.click(await screen.findByRole("button", { name: /^Team A/ }));
    await within(breadcrumb()).findByText("Team A", { selector: "[aria-current=page]" });
    expect(within(breadcrumb()).getByRole("button", { name: "HQ" })).toBeVisible();
    expect(within(subDepartments()).getByRole("button").textContent).toBe("Part 4 people›");
    await waitFor(() =>
      expect(callsTo(ORG_PATHS.search).at(-1)?.query.get("departmentId")).toBe("11"),
    );
    router.history.back();
    await screen.findByText("HQ", { selector: "[aria-current=page]" });
  });

  it("the breadcrumb is a navigation with an ordered list, separators inside their items", async () => {
    await openChart("/OrganizationView?dept=12");
    const nav = await screen.findByRole("navigation", { name: "Current department" });
    const items = within(within(nav).getByRole("list")).getAllByRole("listitem");
    expect(nav.querySelector("ol")).not.toBeNull();
    expect(items.map((li) => li.textContent)).toEqual(["HQ›", "Team A›", "Part"]);
    for (const li of items.slice(0, -1))
      expect(li.lastElementChild).toHaveAttribute("aria-hidden", "true");
    expect(items.at(-1)!.firstElementChild).toHaveAttribute("aria-current", "page");
  });

  it("a search says how many it found in a live region", async () => {
    await openChart("/OrganizationView?q=Member", 21);
    const results = await screen.findByRole("region", { name: "Search results" });
    await within(results).findByRole("button", { name: /Member 1\b/ });
    const status = within(screen.getByRole("main")).getByRole("status");
    expect(status).toHaveTextContent("21 people");
  });

  it.each([
    ["department members", "/OrganizationView"],
    ["search results", "/OrganizationView?q=Member"],
  ])(
    "the %s carry no aria-setsize or aria-posinset outside the roles allowing them",
    async (_, url) => {
      await openChart(url);
      await screen.findByRole("button", { name: /Member 1\b/ });
      const allowed = new Set([
        "treeitem",
        "option",
        "listitem",
        "row",
        "article",
        "menuitem",
        "tab",
      ]);
      const misplaced = [...document.querySelectorAll("[aria-setsize],[aria-posinset]")].filter(
        (element) => !allowed.has(element.getAttribute("role") ?? ""),
      );
      expect(misplaced.map((element) => element.outerHTML.slice(0, 80))).toEqual([]);
    },
  );
});
