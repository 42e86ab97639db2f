import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { installAdminApi } from "../../../../tests/helpers/client/admin-fixtures";
import { LAZY } from "../../../../tests/helpers/client/menu-edit-fixtures";
import { renderApp } from "../../../../tests/helpers/client/render-app";
import { renderUi } from "../../../../tests/helpers/client/render-ui";
import { tokenStore } from "../../../lib/token-store";
import { AdminLink } from "./AdminLink";

afterEach(() => tokenStore.clear());

describe("admin area", { timeout: 30_000 }, () => {
  it("someone without rights who types /admin gets a no-access page with a way home", async () => {
    await installAdminApi("NONE");
    await renderApp("/admin", { locale: "en" });
    expect(await screen.findByRole("heading", { level: 1, name: "No access" }, LAZY)).toBeVisible();
    expect(screen.getByRole("alert")).toHaveTextContent("Only admins can open the admin area");
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  });

  it("a company admin sees every section but the integration keys", async () => {
    await installAdminApi("COMPANY");
    await renderApp("/admin", { locale: "en" });
    const nav = await screen.findByRole("navigation", { name: "Admin sections" }, LAZY);
    const names = within(nav)
      .getAllByRole("link")
      .map((link) => link.querySelector("strong")?.textContent);
    expect(names).toEqual([
      "Notices",
      "Billboards",
      "Menus",
      "Events and holidays",
      "Push deliveries",
      "Audit log",
    ]);
    expect(screen.getByText("Company admin")).toBeVisible();
  });

  it("a group admin also gets the integration keys", async () => {
    await installAdminApi("GROUP");
    await renderApp("/admin", { locale: "en" });
    const nav = await screen.findByRole("navigation", { name: "Admin sections" }, LAZY);
    expect(within(nav).getByRole("link", { name: /Integration keys/ })).toHaveAttribute(
      "href",
      "/admin/keys",
    );
  });

  it("an admin address that names no screen says so, with a way back", async () => {
    await installAdminApi("GROUP");
    await renderApp("/admin/notices/abc", { locale: "en" });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Screen not found" }, LAZY),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Admin home" })).toHaveAttribute("href", "/admin");
  });

  it("uses /api/admin/me when the server has it, without probing", async () => {
    const api = await installAdminApi("NONE", (request) =>
      request.path === "/api/admin/me"
        ? new Response(
            JSON.stringify({
              status: 200,
              code: "OK",
              message: "",
              result: { kind: "COMPANY", companyId: 1 },
            }),
            {
              headers: { "content-type": "application/json" },
            },
          )
        : undefined,
    );
    await renderApp("/admin", { locale: "en" });
    await screen.findByRole("navigation", { name: "Admin sections" }, LAZY);
    expect(api.calls.some((call) => call.path === "/api/admin/notices")).toBe(false);
  });
});

describe("the companies a group admin manages", { timeout: 30_000 }, () => {
  it("offers every company the server names as a scope, not only the admin's own", async () => {
    const me = {
      kind: "GROUP",
      companyId: 1,
      companies: [
        { companyId: 1, companyName: "Hanbit" },
        { companyId: 330, companyName: "Hanbit Trading" },
      ],
    };
    await installAdminApi("NONE", (request) =>
      request.path === "/api/admin/me"
        ? new Response(JSON.stringify({ status: 200, code: "OK", message: "", result: me }), {
            headers: { "content-type": "application/json" },
          })
        : undefined,
    );
    await renderApp("/admin/billboards/new", { locale: "en" });
    const scope = await screen.findByRole("combobox", { name: "Scope" }, LAZY);
    const options = within(scope)
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(options).toEqual(["Whole group", "Hanbit", "Hanbit Trading"]);
  });
});

describe("push deliveries", { timeout: 30_000 }, () => {
  it("shows the last days' outcomes as numbers and as a bar with its own text", async () => {
    const stats = { since: "2026-11-19T00:00:00Z", pending: 1, sent: 40, failed: 2 };
    const api = await installAdminApi("COMPANY", (request) =>
      request.path === "/api/admin/push/stats"
        ? new Response(
            JSON.stringify({
              status: 200,
              code: "OK",
              message: "",
              result: { ...stats, dropped: 3, skipped: 5 },
            }),
            { headers: { "content-type": "application/json" } },
          )
        : undefined,
    );
    await renderApp("/admin/push", { locale: "en" });
    const chart = await screen.findByRole("img", { name: "Deliveries: 40 sent, 2 failed" }, LAZY);
    expect(chart).toBeVisible();
    const sent = screen.getByText("Sent").closest("div");
    expect(sent).toHaveTextContent("40");
    expect(screen.getByText("Devices removed").closest("div")).toHaveTextContent("3");
    const call = api.calls.find((request) => request.path === "/api/admin/push/stats");
    expect(call?.query.get("days")).toBe("7");
  });
});

describe("My page's admin link", { timeout: 30_000 }, () => {
  it("shows for an admin and not for anyone else", async () => {
    await installAdminApi("COMPANY");
    const admin = await renderUi(
      <ul>
        <AdminLink companyId={1} />
      </ul>,
      { router: true },
    );
    expect(await screen.findByRole("link", { name: "Admin" })).toHaveAttribute("href", "/admin");
    admin.unmount();

    const api = await installAdminApi("NONE");
    const user = await renderUi(
      <ul>
        <AdminLink companyId={1} />
      </ul>,
      { router: true },
    );
    // Once the server has refused the probe, the list must still be empty.
    await waitFor(() => expect(api.calls.map((call) => call.path)).toContain("/api/admin/notices"));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(user.queryByRole("link")).toBeNull();
  });
});
