import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { tokenStore } from "../../lib/token-store";
import { bridgeLog, type BridgeOutcome } from "./bridge-log";
import { callbackInput, FIXED_JUNK } from "../../../tests/helpers/client/native-callback-inputs";
import { prototypeChanges, prototypeState } from "../../../tests/helpers/client/prototype-watch";
import { NATIVE_MESSAGES } from "./detect";
import { installNativeBridge, NATIVE_CALLBACKS, type NativeCallbackName } from "./install";
import {
  IDENTITY,
  callWindow,
  fakeServer,
  fakeShell,
  type ShellKind,
} from "../../../tests/helpers/client/native-support";
import { unsignedToken } from "../../../tests/helpers/tokens";

// Callbacks take whatever a shell (or any script in the WebView) passes them. handleCallback
// catches whatever a handler throws and records it as "failed", so "never throws" alone would
// prove nothing: each callback's own outcome in the bridge log must be one it is allowed to reach
// (junk is ignored, never "failed"), the prototypes stay exactly as they were, and the login
// status check never hands token material to the shell. The fake server always answers 200, so
// "failed" can only come from a handler that broke.

/** Every outcome a callback may record; "failed" is in none. */
const ALLOWED: Record<NativeCallbackName, readonly BridgeOutcome[]> = {
  gpDeviceInfo: [
    "handled",
    "invalid",
    "noAppVersion",
    "noPushToken",
    "noAccessToken",
    "noIdentity",
  ],
  gpCompanyChanged: ["handled", "invalid", "noAccessToken", "sameCompany"],
  gpLogout: ["handled"],
  gpLoginStatus: ["handled"],
  gpPushStatus: ["handled", "invalid", "noIdentity"],
  gpLanguageChanged: ["handled", "invalid"],
  gpStorageResponse: ["invalid", "unknownRequest"], // no storage request is waiting
};

/** What an argument without usable data must lead to (gpLogout and gpLoginStatus take none). */
const IGNORED: Record<NativeCallbackName, readonly BridgeOutcome[]> = {
  ...ALLOWED,
  gpDeviceInfo: ["invalid", "noAppVersion"],
  gpCompanyChanged: ["invalid"],
  gpPushStatus: ["invalid"],
  gpLanguageChanged: ["invalid"],
  gpStorageResponse: ["invalid"],
};

/** Plants a token pair (distinct every time) and returns it. */
async function plantTokens(salt: string) {
  const tokens = { access: unsignedToken({ ...IDENTITY, salt }), refresh: `refresh-${salt}` };
  await tokenStore.set({ ...tokens, temporary: null });
  return tokens;
}

/** Calls one callback like a shell and returns the outcome its handler recorded. */
async function run(name: NativeCallbackName, arg: unknown) {
  bridgeLog.clear();
  let pending: unknown;
  expect(() => (pending = callWindow(name, arg))).not.toThrow();
  const result = await pending; // a rejection fails the property
  const received = bridgeLog.entries().filter((entry) => entry.direction === "in");
  expect(received.map((entry) => entry.name)).toEqual([name]);
  return { outcome: received[0]!.outcome, result };
}

const RUNS = 80;
const initial = prototypeState();

beforeAll(() => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  fakeServer({ chattyLoginCheck: true });
  installNativeBridge({ navigate: () => undefined, logout: () => tokenStore.clear() });
});
afterAll(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

for (const kind of ["ios", "android"] as const satisfies readonly ShellKind[]) {
  describe(`in a simulated ${kind} shell`, () => {
    let shell: ReturnType<typeof fakeShell>;
    beforeAll(() => void (shell = fakeShell(kind, NATIVE_MESSAGES)));
    afterAll(() => shell.remove());

    for (const name of NATIVE_CALLBACKS) {
      it(`${name} ignores junk without failing or touching the prototypes`, async () => {
        for (const loggedIn of [false, true]) {
          if (loggedIn) await plantTokens("s");
          else await tokenStore.clear();
          for (const [index, arg] of FIXED_JUNK.entries()) {
            const { outcome } = await run(name, arg);
            expect(IGNORED[name], `junk #${index}`).toContain(outcome);
            expect(prototypeChanges(initial)).toEqual([]);
          }
        }
        await fc.assert(
          fc.asyncProperty(callbackInput, fc.boolean(), async (input, loggedIn) => {
            if (loggedIn) await plantTokens("s");
            else await tokenStore.clear();
            const { outcome } = await run(name, input.arg);
            expect(ALLOWED[name]).toContain(outcome);
            if (!input.usable) expect(IGNORED[name]).toContain(outcome);
            expect(prototypeChanges(initial)).toEqual([]);
          }),
          { numRuns: RUNS },
        );
      });
    }

    it("the login status check sends the shell ids only, never token material", async () => {
      await fc.assert(
        fc.asyncProperty(callbackInput, fc.uuid(), fc.boolean(), async (input, salt, loggedIn) => {
          const tokens = loggedIn ? await plantTokens(salt) : (await tokenStore.clear(), null);
          shell.posted.length = 0;
          const { outcome, result } = await run("gpLoginStatus", input.arg);
          expect(outcome).toBe("handled");
          const sent = shell.posted.filter((message) => message.name === "loginStatus");
          expect(sent).toHaveLength(1);
          // Android receives a JSON string, iOS an object.
          const body: unknown =
            kind === "android" ? JSON.parse(String(sent[0]!.body)) : sent[0]!.body;
          expect(body).toEqual(result);
          expect(Object.keys(body as object).sort()).toEqual(["accountId", "companyId", "status"]);
          expect(body).toMatchObject({ status: loggedIn ? "LOGGED_IN" : "LOGGED_OUT" });
          const everything = JSON.stringify([result, shell.posted, bridgeLog.entries()]);
          const secrets = tokens
            ? [tokens.access, tokens.refresh, tokens.access.split(".")[1]!]
            : [];
          for (const secret of [...secrets, "refresh-secret-1"])
            expect(everything).not.toContain(secret);
        }),
        { numRuns: RUNS },
      );
    });
  });
}
