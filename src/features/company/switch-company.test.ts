import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../lib/api-client";
import { authEvents } from "../../lib/auth-events";
import { installAuthFailureHandler } from "../../lib/auth-session";
import { tokenStore } from "../../lib/token-store";
import { sessionEndingServer } from "../../../tests/helpers/client/session-ending-server";
import { switchCompany } from "./api";

const switchingServer = (options: { expiredAtFirst?: boolean; refuse?: boolean } = {}) =>
  sessionEndingServer({ call: "POST /api/token/reissuance/280", ...options });

const lost = vi.fn();
let stopListening: () => void;

beforeEach(async () => {
  await tokenStore.set({ access: "a1", refresh: "r1" });
  installAuthFailureHandler();
  stopListening = authEvents.onAuthLost(lost);
});
afterEach(async () => {
  stopListening();
  lost.mockReset();
  await tokenStore.clear();
  vi.unstubAllGlobals();
});

describe("company switch", () => {
  it("a request answered 401 while the switch's answer is on its way keeps the session and is repeated with the new token", async () => {
    const server = switchingServer();
    const switching = switchCompany(280);
    await server.callReached; // the old family has ended on the server
    const menu = api<{ carriedBy: string }>("/menu/WORK");
    await vi.waitFor(() =>
      expect(server.calls.filter((call) => call.path === "/api/menu/WORK")).toHaveLength(1),
    );
    await new Promise((resolve) => setTimeout(resolve, 20)); // its 401 is in: it must wait
    server.letAnswer();
    await switching;

    await expect(menu).resolves.toEqual({ carriedBy: "a2" });
    expect(lost).not.toHaveBeenCalled();
    expect(await tokenStore.getAll()).toEqual({ access: "a2", refresh: "r2" });
  });

  it("an expired token at the switch is refreshed within the switch, then the switch is made", async () => {
    const server = switchingServer({ expiredAtFirst: true });
    server.letAnswer();
    await switchCompany(280);

    const paths = server.calls.map((call) => `${call.path} ${call.headers.get("authorization")}`);
    expect(paths).toEqual([
      "/api/token/reissuance/280 Bearer a1",
      "/api/token/reissuance null",
      "/api/token/reissuance/280 Bearer a1b",
    ]);
    expect(await tokenStore.getAll()).toEqual({ access: "a2", refresh: "r2" });
    expect(lost).not.toHaveBeenCalled();
  });

  it("a switch refused with 401 ends the session, as any request's 401 does", async () => {
    switchingServer({ refuse: true });
    await expect(switchCompany(280)).rejects.toMatchObject({ status: 401 });
    expect(lost).toHaveBeenCalledTimes(1);
    expect(await tokenStore.getAll()).toEqual({});
  });
});
