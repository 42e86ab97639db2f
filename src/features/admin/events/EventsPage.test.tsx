import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { installAdminApi } from "../../../../tests/helpers/client/admin-fixtures";
import { ok } from "../../../../tests/helpers/client/fake-api";
import { LAZY } from "../../../../tests/helpers/client/menu-edit-fixtures";
import { renderApp } from "../../../../tests/helpers/client/render-app";
import { tokenStore } from "../../../lib/token-store";

afterEach(() => tokenStore.clear());

const event = (id: number, title: string) => ({
  id,
  day: "2026-12-24",
  type: "EVENT",
  title,
  names: { ko: title, en: title, zh: title, ja: title },
  companyId: 1,
});

describe("events and holidays", { timeout: 30_000 }, () => {
  it("deletes an event only after the admin confirms, and lists what is left", async () => {
    let events = [event(7, "Year-end party"), event(8, "Founding day")];
    const api = await installAdminApi("COMPANY", (request) => {
      if (request.path === "/api/admin/events" && request.method === "GET")
        return ok({ items: events, total: events.length });
      if (request.path === "/api/admin/events/7" && request.method === "DELETE") {
        events = events.filter((e) => e.id !== 7);
        return ok({ deleted: true });
      }
      return undefined;
    });
    const user = userEvent.setup();
    await renderApp("/admin/events", { locale: "en" });
    const list = await screen.findByRole("list", { name: "Events" }, LAZY);
    await user.click(within(list).getByRole("button", { name: "Delete Year-end party" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete event" });
    expect(dialog).toHaveTextContent('Delete the event "Year-end party"? This cannot be undone.');
    expect(api.calls.some((call) => call.method === "DELETE")).toBe(false);

    await user.click(within(dialog).getByRole("button", { name: /delete/i }));
    await waitFor(() => expect(within(list).queryByText("Year-end party")).not.toBeInTheDocument());
    expect(within(list).getByText("Founding day")).toBeVisible();
    const deletes = api.calls.filter((call) => call.method === "DELETE");
    expect(deletes.map((call) => call.path)).toEqual(["/api/admin/events/7"]);
    expect(deletes[0]?.headers.get("idempotency-key")).toBeTruthy();
  });
});
