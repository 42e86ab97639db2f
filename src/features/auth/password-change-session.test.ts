import { describe, expect, it, vi } from "vitest";
import { tokenStore } from "../../lib/token-store";
import {
  askWhileAnswerHeld,
  sessionEndingServer,
  signInForEachCase,
} from "../../../tests/helpers/client/session-ending-server";
import { changePassword } from "./api";

// The server's public key and WebCrypto are not what these cases are about.
vi.mock("./encrypt-password", () => ({
  encryptPasswords: async (passwords: string[]) => ({
    keyId: "k1",
    ciphertexts: passwords.map((password) => `enc(${password})`),
  }),
}));

const CHANGE = "PUT /api/account/user/password";
const changedAt = "2026-11-27T10:00:00.000Z";
const { lost } = signInForEachCase();

describe("password change and the other requests of the session", () => {
  it("a request answered 401 while the change's answer is on its way keeps the session and is repeated with the new token", async () => {
    const server = sessionEndingServer({ call: CHANGE, answer: { changedAt } });
    const changing = changePassword("Old!2345", "New!23456");
    const { menu } = await askWhileAnswerHeld(server);

    await expect(changing).resolves.toMatchObject({ changedAt });
    await expect(menu).resolves.toEqual({ carriedBy: "a2" });
    expect(lost).not.toHaveBeenCalled();
    expect(await tokenStore.getAll()).toEqual({ access: "a2", refresh: "r2" });
  });

  it("an expired token is refreshed within the change, which is then sent again", async () => {
    const server = sessionEndingServer({
      call: CHANGE,
      answer: { changedAt },
      expiredAtFirst: true,
    });
    server.letAnswer();
    await changePassword("Old!2345", "New!23456");
    const sent = server.calls.map((call) => `${call.path} ${call.headers.get("authorization")}`);
    expect(sent).toEqual([
      "/api/account/user/password Bearer a1",
      "/api/token/reissuance null",
      "/api/account/user/password Bearer a1b",
    ]);
    expect(await tokenStore.getAll()).toEqual({ access: "a2", refresh: "r2" });
  });

  it("a change refused with 401 is the form's to report: the session is not ended here", async () => {
    sessionEndingServer({ call: CHANGE, refuse: true });
    await expect(changePassword("Old!2345", "New!23456")).rejects.toMatchObject({ status: 401 });
    expect(lost).not.toHaveBeenCalled();
    expect(await tokenStore.getAll()).toEqual({ access: "a1", refresh: "r1" });
  });
});
