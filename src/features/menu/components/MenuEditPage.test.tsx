import { onlineManager } from "@tanstack/react-query";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { outboxStore } from "../../../platform/outbox/store";
import { fail, ok } from "../../../../tests/helpers/client/fake-api";
import { menuItem } from "../../../../tests/helpers/client/menu-item";
import { renderApp } from "../../../../tests/helpers/client/render-app";
import type { MenuItem } from "../api";
import { installEditApi, LAZY } from "../../../../tests/helpers/client/menu-edit-fixtures";

const menu = (id: number, name: string, over: Partial<MenuItem> = {}) =>
  menuItem({ id, name, url: `https://intra.example.com/${id}`, ...over });
const WORK = [
  menu(1, "Approval"),
  menu(2, "ERP", { envType: "PC" }),
  menu(3, "Mail"),
  menu(4, "E-contract", { open: true }),
];

async function openEditor() {
  const api = await installEditApi({ "/api/menu/WORK": WORK }, [() => ok(WORK)]);
  const app = await renderApp("/edit/work", { locale: "en" });
  const list = await screen.findByRole("list", { name: "Order of menu items" }, LAZY);
  const rows = () => within(list).getAllByRole("listitem");
  return { ...api, ...app, list, rows };
}

const handle = (name: string) => screen.getByRole("button", { name: `Move ${name}` });

describe("Work edit page", { timeout: 30_000 }, () => {
  it("lists the mobile items with the OPEN marker and a move handle each", async () => {
    const { rows } = await openEditor();
    expect(screen.getByRole("heading", { level: 1, name: "Edit Work" })).toBeInTheDocument();
    expect(rows().map((row) => row.textContent)).toEqual(["Approval", "Mail", "E-contractOPEN"]);
    expect(screen.queryByText("ERP")).not.toBeInTheDocument();
    expect(handle("Mail")).toHaveAccessibleDescription(/Space or Enter to pick the item up/);
  });

  it("moves with the keyboard, announces each step, and Escape puts the list back", async () => {
    const { rows } = await openEditor();
    handle("E-contract").focus();
    await userEvent.keyboard("{Enter}");
    expect(handle("E-contract")).toHaveAttribute("aria-pressed", "true");
    expect(
      screen.getByText(/Picked up E-contract\. It is at position 3 of 3\./),
    ).toBeInTheDocument();
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    expect(rows()[0]).toHaveTextContent("E-contract");
    expect(screen.getByText("E-contract: position 1 of 3")).toBeInTheDocument();
    expect(handle("E-contract")).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    expect(rows().map((row) => row.textContent)).toEqual(["Approval", "Mail", "E-contractOPEN"]);
    expect(
      screen.getByText(/Move cancelled\. E-contract is back at position 3 of 3\./),
    ).toBeInTheDocument();
    expect(handle("E-contract")).toHaveAttribute("aria-pressed", "false");
  });

  it("Done sends the shown order to the caller's lower-cased authority, without dates", async () => {
    const { puts } = await openEditor();
    handle("Mail").focus();
    await userEvent.keyboard(" {ArrowUp} ");
    expect(screen.getByText("Mail dropped at position 1 of 3.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    const [put] = puts();
    expect(put?.path).toBe("/api/menu/WORK/user");
    const body = put?.body as Record<string, unknown>[];
    expect(body.map((item) => [item.id, item.priority])).toEqual([
      [3, 1],
      [1, 2],
      [4, 3],
    ]);
    for (const item of body) {
      expect(item).not.toHaveProperty("createdAt");
      expect(item).not.toHaveProperty("updatedAt");
    }
    expect(await screen.findByText("Editing is done.")).toBeInTheDocument();
  });

  it("a 403 alerts with the server's message and keeps the order", async () => {
    const api = await installEditApi({ "/api/menu/WORK": WORK }, [
      () => fail(403, "FORBIDDEN", "That menu is not yours."),
    ]);
    await renderApp("/edit/work", { locale: "en" });
    await screen.findByRole("list", { name: "Order of menu items" }, LAZY);
    handle("Mail").focus();
    await userEvent.keyboard(" {ArrowUp} ");
    await userEvent.click(screen.getByRole("button", { name: "Done" }));
    const alerts = await screen.findAllByRole("alertdialog");
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent("That menu is not yours.");
    expect(api.puts()).toHaveLength(1);
    expect(screen.getAllByRole("listitem")[0]).toHaveTextContent("Mail");
  });

  it("reopened while an order waits in the outbox, starts from that order, not the old one", async () => {
    // No server: the PUT fails, the reads answer the old order (as the worker's cache would).
    await installEditApi({ "/api/menu/WORK": WORK }, [
      () => Promise.reject(new TypeError("Failed to fetch")),
    ]);
    const { router } = await renderApp("/edit/work", { locale: "en" });
    await screen.findByRole("list", { name: "Order of menu items" }, LAZY);
    handle("Mail").focus();
    await userEvent.keyboard(" {ArrowUp} ");
    await userEvent.click(screen.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"), { timeout: 5000 });

    await router.navigate({ to: "/edit/work" });
    const names = () => screen.getAllByRole("listitem").map((row) => row.textContent);
    await waitFor(() => expect(names()).toEqual(["Mail", "Approval", "E-contractOPEN"]), LAZY);
    handle("E-contract").focus();
    await userEvent.keyboard(" {ArrowUp} ");
    await userEvent.click(screen.getByRole("button", { name: "Done" }));
    await screen.findByText(
      "Your changes are kept on this device. They will be sent when you are online.",
    );
    const [entry] = await outboxStore().list();
    expect((entry?.body as MenuItem[]).map((item) => item.name)).toEqual([
      "Mail",
      "E-contract",
      "Approval",
    ]);
    await outboxStore().clear();
  });

  it("Done while the device reports offline keeps the order on the device at once, no request", async () => {
    const { puts, router } = await openEditor();
    // What a phone without network reports: navigator.onLine false and the `offline` event,
    // which also sets the query client offline (it used to pause the save right here).
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    act(() => onlineManager.setOnline(false));
    try {
      handle("Mail").focus();
      await userEvent.keyboard(" {ArrowUp} ");
      await userEvent.click(screen.getByRole("button", { name: "Done" }));
      expect(
        await screen.findByText(
          "Your changes are kept on this device. They will be sent when you are online.",
        ),
      ).toBeInTheDocument();
      const [entry] = await outboxStore().list();
      expect(entry).toMatchObject({ list: "menu:WORK", state: "pending", owner: "demo@1" });
      expect((entry?.body as MenuItem[]).map((item) => item.name)).toEqual([
        "Mail",
        "Approval",
        "E-contract",
      ]);
      expect(puts()).toHaveLength(0);
      await waitFor(() => expect(router.state.location.pathname).toBe("/"), { timeout: 5000 });
    } finally {
      onLine.mockRestore();
      act(() => onlineManager.setOnline(true));
      await outboxStore().clear();
    }
  });
});
