import { describe, expect, it } from "vitest";
import { tokenStore } from "../../lib/token-store";
import {
  askWhileAnswerHeld,
  sessionEndingServer,
  signInForEachCase,
} from "../../../tests/helpers/client/session-ending-server";
import { switchCompany } from "./api";

const switchingServer = (options: { expiredAtFirst?: boolean; refuse?: boolean } = {}) =>
  sessionEndingServer({ call: "POST /api/token/reissuance/280", ...options });

const { lost } = signInForEachCase();

describe("company switch", () => {
  it("a request answered 401 while the switch's answer is on its way keeps the session and is repeated with the new token", async () => {
    const server = switchingServer();
    const switching = switchCompany(280);
    const { menu } = await askWhileAnswerHeld(server);
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
