import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeApi, ok } from "../../../../tests/helpers/client/fake-api";
import { renderUi } from "../../../../tests/helpers/client/render-ui";
import { outboxStore } from "../../../platform/outbox/store";
import { tokenStore } from "../../../lib/token-store";
import { AckGate } from "./AckGate";

const NOTICES = [
  {
    id: 7,
    title: "Security rules",
    html: "<p>Lock your screen.</p>",
    createdAt: "2026-11-20T00:00:00Z",
  },
  {
    id: 9,
    title: "New expense policy",
    html: "<p>Receipts within a week.</p>",
    createdAt: "2026-11-21T00:00:00Z",
  },
];

async function openGate() {
  const api = installFakeApi((request) => {
    if (request.path === "/api/notices/pending-ack") return ok(NOTICES);
    const ack = /^\/api\/notices\/(\d+)\/ack$/.exec(request.path);
    if (ack && request.method === "POST")
      return ok({ id: Number(ack[1]), acknowledgedAt: "2026-11-26T01:00:00Z" });
  });
  const claims = btoa(JSON.stringify({ accountId: "demo280", companyId: 280 }));
  await tokenStore.set({ access: `test.${claims}.signature`, refresh: "r" });
  await renderUi(<AckGate />);
  const acks = () => api.calls.filter((call) => call.method === "POST");
  return { acks };
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await outboxStore().clear();
  await tokenStore.clear();
});

describe("must-acknowledge gate", { timeout: 30_000 }, () => {
  it("shows each pending notice in turn until every one is acknowledged", async () => {
    const { acks } = await openGate();
    expect(await screen.findByRole("dialog", { name: "Security rules" })).toBeInTheDocument();
    expect(screen.getByText("Lock your screen.")).toBeInTheDocument();
    // No way around it: Escape leaves it open.
    await userEvent.keyboard("{Escape}");
    expect(screen.getByRole("dialog", { name: "Security rules" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "I have read this" }));
    expect(await screen.findByRole("dialog", { name: "New expense policy" })).toBeInTheDocument();
    expect(acks().map((call) => call.path)).toEqual(["/api/notices/7/ack"]);
    expect(acks()[0]?.headers.get("Idempotency-Key")).toMatch(/^[\w-]{16,}$/);

    await userEvent.click(screen.getByRole("button", { name: "I have read this" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(acks().map((call) => call.path)).toEqual(["/api/notices/7/ack", "/api/notices/9/ack"]);
  });

  it("offline, keeps the acknowledgement in the outbox and moves on", async () => {
    const { acks } = await openGate();
    await screen.findByRole("dialog", { name: "Security rules" });
    vi.stubGlobal("navigator", { ...navigator, onLine: false });
    await userEvent.click(screen.getByRole("button", { name: "I have read this" }));
    expect(await screen.findByRole("dialog", { name: "New expense policy" })).toBeInTheDocument();
    expect(
      screen.getByText(/saved on this device and will be sent once connected/),
    ).toBeInTheDocument();
    expect(acks()).toHaveLength(0);
    const kept = await outboxStore().list();
    expect(kept.map(({ list, method, path, state }) => ({ list, method, path, state }))).toEqual([
      { list: "ack:7", method: "POST", path: "/notices/7/ack", state: "pending" },
    ]);
  });
});
