import { afterEach, describe, expect, it, vi } from "vitest";
import { tokenStore } from "../../lib/token-store";
import type { Identity } from "../session";
import { watchSession } from "./sw-session";
import { unsignedToken } from "../../../tests/helpers/tokens";

const access = (accountId: string, companyId: number) => unsignedToken({ accountId, companyId });

afterEach(() => tokenStore.clear());

describe("session hand-over to the service worker", () => {
  it("announces start, login, company switch and logout, but not a refresh", async () => {
    await tokenStore.set({ access: access("demo", 1) });
    const announce = vi.fn<(identity: Identity | null) => Promise<void>>(async () => {});
    const stop = watchSession(announce);
    await vi.waitFor(() => expect(announce).toHaveBeenCalledTimes(1));
    expect(announce).toHaveBeenLastCalledWith({ accountId: "demo", companyId: 1 });

    await tokenStore.set({ access: `${access("demo", 1)}x` }); // refreshed: same session
    await tokenStore.set({ access: access("demo", 280) });
    await tokenStore.clear();
    await tokenStore.set({ access: access("demo280", 280) });
    stop();
    await tokenStore.set({ access: access("other", 3) });

    expect(announce.mock.calls.map(([identity]) => identity)).toEqual([
      { accountId: "demo", companyId: 1 },
      { accountId: "demo", companyId: 280 },
      null,
      { accountId: "demo280", companyId: 280 },
    ]);
  });
});
