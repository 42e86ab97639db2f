import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { installAdminApi } from "../../../../tests/helpers/client/admin-fixtures";
import { envelope, fail } from "../../../../tests/helpers/client/fake-api";
import { LAZY } from "../../../../tests/helpers/client/menu-edit-fixtures";
import { renderApp } from "../../../../tests/helpers/client/render-app";
import { tokenStore } from "../../../lib/token-store";

afterEach(() => tokenStore.clear());

async function openNewBillboard(answer: () => Response) {
  const api = await installAdminApi("GROUP", (request) =>
    request.method === "POST" && request.path === "/api/admin/billboards" ? answer() : undefined,
  );
  await renderApp("/admin/billboards/new", { locale: "en" });
  const title = await screen.findByRole("textbox", { name: "Title" }, LAZY);
  const posts = () => api.calls.filter((call) => call.method === "POST");
  return { title, posts };
}

describe("billboard form", { timeout: 30_000 }, () => {
  it("refuses a javascript: link under its field, sends nothing and keeps what was typed", async () => {
    const { title, posts } = await openNewBillboard(() => fail(500, "UNEXPECTED"));
    await userEvent.type(title, "Year-end party");
    const link = screen.getByRole("textbox", { name: "Link (optional)" });
    await userEvent.type(link, "javascript:alert(1)");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Enter an address starting with https://.")).toBeVisible();
    expect(link).toHaveAttribute("aria-invalid", "true");
    expect(link).toHaveFocus();
    expect(screen.getAllByRole("alert")[0]).toHaveTextContent("Fields to fix: 1");
    expect(title).toHaveValue("Year-end party");
    expect(posts()).toHaveLength(0);
  });

  it("says plainly why a sixth enabled billboard is refused (409), the form intact", async () => {
    const { title, posts } = await openNewBillboard(() => fail(409, "CONFLICT", "Conflict"));
    await userEvent.type(title, "Sixth");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(await screen.findByText(/already has 5 billboards switched on/)).toBeVisible();
    expect(title).toHaveValue("Sixth");
    const body = posts()[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      title: "Sixth",
      link: null,
      enabled: true,
      sortOrder: 0,
      companyId: 1,
    });
    expect(posts()[0]?.headers.get("Idempotency-Key")).toMatch(/^[\w-]{16,}$/);
  });

  it("shows the server's field errors under their fields", async () => {
    const { title } = await openNewBillboard(() =>
      envelope(
        400,
        [{ path: "title", message: "Too long for the server" }],
        "VALIDATION_ERROR",
        "Invalid",
      ),
    );
    await userEvent.type(title, "Valid here");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Too long for the server")).toBeVisible();
    expect(title).toHaveAttribute("aria-invalid", "true");
  });
});
