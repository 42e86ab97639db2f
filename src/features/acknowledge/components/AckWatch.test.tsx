import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, it, vi } from "vitest";
import { installFakeApi, ok } from "../../../../tests/helpers/client/fake-api";
import { renderUi } from "../../../../tests/helpers/client/render-ui";
import { useBlockingDialogOpen } from "../../../lib/blocking-dialog";
import { tokenStore } from "../../../lib/token-store";
import { outboxStore } from "../../../platform/outbox/store";
import AckWatch from "./AckWatch";

const NOTICE = { id: 7, title: "Security rules", html: "<p>Lock your screen.</p>" };

/** What Main's popups read: whether a dialog that must be answered first is open. */
function PopupsHeldBack() {
  return <output aria-label="popups held back">{String(useBlockingDialogOpen())}</output>;
}

async function watch(pending: unknown[]) {
  const api = installFakeApi((request) => {
    if (request.path === "/api/notices/pending-ack") return ok(pending);
    if (request.method === "POST") return ok({ id: 7, acknowledgedAt: "2026-11-26T01:00:00Z" });
  });
  const claims = btoa(JSON.stringify({ accountId: "demo280", companyId: 280 }));
  await tokenStore.set({ access: `test.${claims}.signature`, refresh: "r" });
  await renderUi(
    <>
      <AckWatch />
      <PopupsHeldBack />
    </>,
  );
  await waitFor(() =>
    expect(api.calls.map((call) => call.path)).toContain("/api/notices/pending-ack"),
  );
  return screen.getByRole("status", { name: "popups held back" });
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await outboxStore().clear();
  await tokenStore.clear();
});

it("with nothing to acknowledge shows nothing and holds no popup back", async () => {
  const held = await watch([]);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(held).toHaveTextContent("false");
});

it("with a notice to acknowledge holds the popups back from the start until it is read", async () => {
  const held = await watch([{ ...NOTICE, createdAt: "2026-11-20T00:00:00Z" }]);
  await waitFor(() => expect(held).toHaveTextContent("true"));
  expect(await screen.findByRole("dialog", { name: "Security rules" })).toBeInTheDocument();
  expect(screen.getByText("Lock your screen.")).toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: "I have read this" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  expect(held).toHaveTextContent("false");
});
