/**
 * Spec 4 "Organisation chart state" and spec 7: each of the three chart calls sets the loading
 * flag while it is in flight and clears it when it ends or fails; a failed call (500, network,
 * even a 404 that elsewhere raises an alert) shows empty data and no message.
 */
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fail, ok } from "../../../../tests/helpers/client/fake-api";
import { renderApp } from "../../../../tests/helpers/client/render-app";
import {
  giveListsAHeight,
  heldAnswer,
  installOrgApi,
  LAZY,
  member,
  members,
  ORG_PATHS,
  TREES,
} from "../../../../tests/helpers/client/org-fixtures";

beforeEach(() => {
  giveListsAHeight(640);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The chart opens in its root department: the breadcrumb shows it as the current one. */
const currentDepartment = () =>
  within(screen.getByRole("main")).findByText("Holdings HQ", { selector: "[aria-current=page]" });
const pageStatus = () => within(screen.getByRole("main")).getByRole("status");
const progressbar = () => screen.queryByRole("progressbar", { name: "Loading" });
/** Lets every call that is answered at once settle, so only the held one can still be pending. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 150)));

interface Call {
  name: string;
  url: string;
  path: string;
  body: unknown;
  /** What the user sees once the call answered. */
  shows: () => Promise<unknown>;
  /** The empty state after a failure. */
  empty: () => Promise<unknown>;
}

const CALLS: Call[] = [
  {
    name: "the company tree",
    url: "/OrganizationView",
    path: ORG_PATHS.chart,
    body: { organizationList: TREES[1] },
    shows: () => currentDepartment(),
    // No tree, so no department and no members either.
    empty: async () => {
      expect(screen.queryByRole("navigation", { name: "Current department" })).toBeNull();
      expect(screen.queryByRole("button", { name: /Strategy/ })).toBeNull();
      expect(pageStatus()).toHaveTextContent("No members.");
    },
  },
  {
    name: "the member detail",
    url: "/OrganizationView?member=E00001",
    path: ORG_PATHS.user,
    body: { ...member(1), companyName: "Hanbit Holdings", birthday: null },
    shows: () =>
      within(screen.getByRole("region", { name: "Member details" })).findByRole("heading", {
        name: "Member 1",
      }),
    empty: async () => {
      const detail = screen.getByRole("region", { name: "Member details" });
      expect(within(detail).getByText("No information.")).toBeInTheDocument();
      expect(within(detail).queryByRole("term")).toBeNull();
    },
  },
  {
    name: "the member search",
    url: "/OrganizationView?q=Member",
    path: ORG_PATHS.search,
    body: { deptUsers: members(2) },
    shows: async () => {
      const results = await screen.findByRole("region", { name: "Search results" });
      expect(
        within(results)
          .getAllByRole("button")
          .map((b) => b.textContent),
      ).toEqual([expect.stringContaining("Member 1"), expect.stringContaining("Member 2")]);
    },
    empty: async () => {
      expect(screen.queryByRole("region", { name: "Search results" })).toBeNull();
      expect(pageStatus()).toHaveTextContent("No members.");
    },
  },
];

const FAILURES = [
  {
    failure: "a 500 answer",
    settle: (held: ReturnType<typeof heldAnswer>) =>
      held.release(fail(500, "INTERNAL_ERROR", "Database unavailable")),
  },
  {
    failure: "a 404 answer",
    settle: (held: ReturnType<typeof heldAnswer>) =>
      held.release(fail(404, "NOT_FOUND", "Database unavailable")),
  },
  {
    failure: "a network failure",
    settle: (held: ReturnType<typeof heldAnswer>) => held.reject(new TypeError("Failed to fetch")),
  },
];

/** Opens the page with `call` held back; the flag must be on once everything else settled. */
async function openHeld(call: Call) {
  const held = heldAnswer();
  const api = await installOrgApi({ [call.path]: held.answer });
  await renderApp(call.url, { locale: "en" });
  await screen.findByRole("heading", { level: 1, name: "Organization chart" }, LAZY);
  await waitFor(() => expect(api.callsTo(call.path)).toHaveLength(1));
  await settle();
  expect(progressbar()).toBeVisible();
  expect(screen.getByRole("main").querySelector("[aria-busy=true]")).not.toBeNull();
  return held;
}

describe("organisation chart loading flag", { timeout: 30_000 }, () => {
  describe.each(CALLS)("$name", (call) => {
    it("is on while the call is in flight and off when it answers", async () => {
      const held = await openHeld(call);
      held.release(ok(call.body));
      await call.shows();
      await waitFor(() => expect(progressbar()).toBeNull());
    });

    it.each(FAILURES)("is off after $failure, which shows empty data and no message", async (f) => {
      const held = await openHeld(call);
      f.settle(held);
      await waitFor(() => expect(progressbar()).toBeNull());
      await settle();
      await call.empty();
      expect(screen.queryByRole("alert")).toBeNull();
      expect(screen.queryByRole("alertdialog")).toBeNull();
      expect(screen.queryByText(/Database unavailable|error|failed/i)).toBeNull();
    });
  });

  it("stays on while the department members still load after the tree arrived", async () => {
    const tree = heldAnswer();
    const departmentMembers = heldAnswer();
    await installOrgApi({
      [ORG_PATHS.chart]: tree.answer,
      [ORG_PATHS.search]: departmentMembers.answer,
    });
    await renderApp("/OrganizationView", { locale: "en" });
    await waitFor(() => expect(progressbar()).toBeVisible(), LAZY);
    tree.release(ok({ organizationList: TREES[1] }));
    await currentDepartment();
    await settle();
    expect(progressbar()).toBeVisible();
    departmentMembers.release(ok({ deptUsers: members(1) }));
    await screen.findByRole("button", { name: /Member 1/ });
    await waitFor(() => expect(progressbar()).toBeNull());
  });
});
