import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fail, installFakeApi, ok } from "../../../tests/helpers/client/fake-api";
import { tokenStore } from "../../lib/token-store";
import { outboxStore } from "./store";
import { submitList, type ListEdit } from "./submit";
import { unsignedToken } from "../../../tests/helpers/tokens";

const SAVED = [{ id: 7, name: "new", url: "https://new.example/", priority: 1 }];
const edit: ListEdit = {
  list: "favorite",
  path: "/favorite",
  body: [{ name: "new", url: "https://new.example/", priority: 1 }],
  queryKey: ["favorite"],
};

beforeEach(() => tokenStore.set({ access: unsignedToken({ accountId: "demo", companyId: 1 }) }));
afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await outboxStore().clear();
  await tokenStore.clear();
});

describe("saving a list through the outbox", () => {
  it("writes the entry to the outbox before the request, and hands back the server's answer", async () => {
    const inOutboxAtSend: unknown[] = [];
    const { calls } = installFakeApi(async () => {
      inOutboxAtSend.push(...(await outboxStore().list()).map((entry) => entry.body));
      return ok(SAVED);
    });
    expect(await submitList(edit)).toEqual({ kind: "saved", result: SAVED });
    expect(calls).toHaveLength(1);
    expect(inOutboxAtSend).toEqual([edit.body]);
    expect(await outboxStore().list()).toEqual([]);
  });

  it("while the device reports offline, keeps the edit and confirms at once without a request", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const { calls } = installFakeApi(() => ok(SAVED));
    expect(await submitList(edit)).toEqual({ kind: "queued" });
    expect(calls).toHaveLength(0);
    expect(await outboxStore().list()).toMatchObject([{ list: "favorite", state: "pending" }]);
  });

  it("resends once with the same key when the answer is lost, and reports the first result", async () => {
    let answers = 0;
    const { calls } = installFakeApi(() => {
      answers += 1;
      // The server took the first request; its answer never arrived.
      return answers === 1 ? Promise.reject(new TypeError("Failed to fetch")) : ok(SAVED);
    });
    expect(await submitList(edit)).toEqual({ kind: "saved", result: SAVED });
    expect(calls).toHaveLength(2);
    const [first, replay] = calls.map((call) => call.headers.get("Idempotency-Key"));
    expect(replay).toBe(first);
    expect(await outboxStore().list()).toEqual([]);
  });

  it("keeps the edit when both tries lose their answer, and when a 200 is not the API's", async () => {
    const { calls } = installFakeApi(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(await submitList(edit)).toEqual({ kind: "queued" });
    expect(calls).toHaveLength(2);
    expect(await outboxStore().list()).toMatchObject([{ state: "pending", attempts: 2 }]);

    // A captive portal answers 200 with its own HTML page: the server never saw the edit.
    await outboxStore().clear();
    const portal = () =>
      new Response("<html>Sign in to the hotel Wi-Fi</html>", {
        status: 200,
        headers: { "content-type": "text/html" },
      });
    installFakeApi(portal);
    expect(await submitList(edit)).toEqual({ kind: "queued" });
    expect(await outboxStore().list()).toMatchObject([{ state: "pending" }]);
  });

  it("stops waiting for a silent network: kept on the device, a late refusal stays listed", async () => {
    let answer: (response: Response) => void = () => undefined;
    installFakeApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    expect(await submitList(edit, 50)).toEqual({ kind: "queued" });
    expect(await outboxStore().list()).toMatchObject([{ state: "pending" }]);
    // The answer comes after the screen moved on: the refused edit is not silently dropped.
    answer(fail(400, "VALIDATION_ERROR"));
    await vi.waitFor(async () =>
      expect(await outboxStore().list()).toMatchObject([
        { state: "failed", failure: { status: 400 } },
      ]),
    );
  });
});
