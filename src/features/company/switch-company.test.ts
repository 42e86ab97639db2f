import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../lib/api-client";
import { authEvents } from "../../lib/auth-events";
import { installAuthFailureHandler } from "../../lib/auth-session";
import { tokenStore } from "../../lib/token-store";
import { fail, installFakeApi, ok, type FakeRequest } from "../../../tests/helpers/client/fake-api";
import { switchCompany } from "./api";

/**
 * A server as the real one behaves at a company switch: POST /token/reissuance/280 ends the old
 * token family before its answer reaches the page, and from then on the old access token gets
 * 401 UNAUTHORIZED. The switch's answer is held until the test lets it go.
 */
function switchingServer(options: { expiredAtFirst?: boolean; refuseSwitch?: boolean } = {}) {
  const ended = new Set<string>();
  let expired = options.expiredAtFirst ?? false;
  let letAnswer!: () => void;
  const answerHeld = new Promise<void>((resolve) => (letAnswer = resolve));
  let reached!: () => void;
  const switchReached = new Promise<void>((resolve) => (reached = resolve));
  const bearer = (request: FakeRequest) => request.headers.get("authorization")?.slice(7) ?? "";

  const fake = installFakeApi(async (request): Promise<Response> => {
    const token = bearer(request);
    if (request.path === "/api/token/reissuance") {
      expired = false;
      return ok({ accessToken: "a1b", refreshToken: "r1b", expiresIn: 900 });
    }
    if (expired && token === "a1") return fail(401, "TOKEN_EXPIRED");
    if (ended.has(token)) return fail(401, "UNAUTHORIZED");
    if (request.path === "/api/token/reissuance/280") {
      if (options.refuseSwitch) return fail(401, "UNAUTHORIZED");
      ended.add("a1").add("a1b");
      reached();
      await answerHeld;
      return ok({ accessToken: "a2", refreshToken: "r2", expiresIn: 900 });
    }
    if (request.path === "/api/menu/WORK") return ok({ carriedBy: token });
    return fail(404, "NOT_FOUND");
  });
  return { ...fake, switchReached, letAnswer };
}

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
    await server.switchReached; // the old family has ended on the server
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
    switchingServer({ refuseSwitch: true });
    await expect(switchCompany(280)).rejects.toMatchObject({ status: 401 });
    expect(lost).toHaveBeenCalledTimes(1);
    expect(await tokenStore.getAll()).toEqual({});
  });
});
