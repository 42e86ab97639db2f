/**
 * The app shell's company change (gpCompanyChanged) trades the session like the web switch: the
 * server ends the old token family as it answers. A request refused in that gap must wait for the
 * new pair, not sign the user out (the same race as src/features/company/switch-company.test.ts).
 */
import { describe, expect, it, vi } from "vitest";
import { tokenStore } from "../../lib/token-store";
import {
  askWhileAnswerHeld,
  sessionEndingServer,
  signInForEachCase,
} from "../../../tests/helpers/client/session-ending-server";
import { onCompanyChanged } from "./callbacks-session";

const { lost } = signInForEachCase();

const deps = () => ({ navigate: vi.fn(), logout: vi.fn(async () => undefined) });

describe("gpCompanyChanged", () => {
  it("a request answered 401 while the change's answer is on its way keeps the session and is repeated with the new token", async () => {
    const server = sessionEndingServer({ call: "POST /api/native/change-company/280" });
    const callbacks = deps();
    const changing = onCompanyChanged({ companyId: 280 }, callbacks);
    const { menu } = await askWhileAnswerHeld(server);

    await expect(changing).resolves.toBe("handled");
    await expect(menu).resolves.toEqual({ carriedBy: "a2" });
    expect(lost).not.toHaveBeenCalled();
    expect(await tokenStore.getAll()).toEqual({ access: "a2", refresh: "r2" });
    expect(callbacks.navigate).toHaveBeenCalledWith("/");
  });

  it("a change refused with 401 ends the session and is reported as failed", async () => {
    sessionEndingServer({ call: "POST /api/native/change-company/280", refuse: true });
    const callbacks = deps();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await expect(onCompanyChanged({ companyId: 280 }, callbacks)).resolves.toBe("failed");
    expect(warn).toHaveBeenCalledWith(
      "Native bridge: the company change failed",
      expect.anything(),
    );
    warn.mockRestore();
    expect(lost).toHaveBeenCalledTimes(1);
    expect(callbacks.navigate).not.toHaveBeenCalled();
  });
});
