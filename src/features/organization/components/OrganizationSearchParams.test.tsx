/**
 * Issue 15: a link typed by hand with a numeric search word (`?q=5678`) crashed the chart with an
 * unstyled English "Something went wrong!" page. The router parses `5678` as a number; the page
 * must search for the digits, as it would for the same word typed in the search box.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ok } from "../../../../tests/helpers/client/fake-api";
import { renderApp } from "../../../../tests/helpers/client/render-app";
import {
  giveListsAHeight,
  installOrgApi,
  LAZY,
  ORG_PATHS,
  ORG_USER,
} from "../../../../tests/helpers/client/org-fixtures";
import { validateOrganizationSearch } from "../search-params";

beforeEach(() => giveListsAHeight(640));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("organisation chart search parameters", { timeout: 30_000 }, () => {
  it("a numeric word typed in the address bar is searched as text", async () => {
    const { callsTo } = await installOrgApi();
    await renderApp("/OrganizationView?companyId=1&q=5678", { locale: "en" });
    await screen.findByRole("heading", { level: 1, name: "Organization chart" }, LAZY);
    const results = await screen.findByRole("region", { name: "Search results" }, LAZY);
    expect(await within(results).findAllByRole("button")).toHaveLength(3);
    expect(callsTo(ORG_PATHS.search).map((c) => c.query.get("searchWord"))).toEqual(["5678"]);
    expect(screen.queryByText(/Something went wrong/)).toBeNull();
  });

  it("keeps only values of the right type", () => {
    expect(validateOrganizationSearch({ q: 5678, dept: "3", member: 1234, type: "name" })).toEqual({
      q: "5678",
      dept: 3,
      member: "1234",
      type: "name",
    });
    expect(validateOrganizationSearch({ q: { a: 1 }, dept: "x", member: ["a"], type: 5 })).toEqual(
      {},
    );
  });
});

describe("a screen that fails to render", { timeout: 30_000 }, () => {
  it("shows the app's own page in the user's language, with a way home", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await installOrgApi({
      // A malformed answer the page cannot render: companyList is no list.
      "/api/user": () => ok({ ...ORG_USER, companyList: "not a list" }),
    });
    const { router } = await renderApp("/OrganizationView?companyId=1", { locale: "ja" });
    const heading = await screen.findByRole("heading", { level: 1 }, LAZY);
    expect(heading).toHaveTextContent("この画面を表示できませんでした");
    expect(screen.getByRole("alert")).toHaveTextContent("もう一度試すか、ホームに戻ってください");
    expect(screen.getByRole("button", { name: "再試行" })).toBeInTheDocument();
    expect(screen.queryByText(/Something went wrong/)).toBeNull();
    await userEvent.click(screen.getByRole("link", { name: "ホームへ" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});
