import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { tokenStore } from "../../lib/token-store";
import { NATIVE_MESSAGES } from "./detect";
import { installNativeBridge, NATIVE_CALLBACKS } from "./install";
import { MAX_INPUT_CHARS } from "./input";
import { callWindow, fakeIosShell, fakeServer, logIn } from "./native-test-support";

// Callbacks take whatever a shell (or anyone who can run script in the WebView) passes: they must
// never throw, never reject, never touch Object.prototype, and the login status check must never
// hand out token material.

const POISON = ["__proto__", "constructor", "prototype"];

/** JSON texts and objects whose keys include the prototype's names, at any depth. */
const poisoned = fc
  .tuple(fc.constantFrom(...POISON), fc.json(), fc.dictionary(fc.string(), fc.jsonValue()))
  .chain(([key, inner, rest]) =>
    fc.constantFrom(
      `{"${key}":{"polluted":"yes","appVersion":"1"},"a":${inner}}`,
      `{"nested":{"${key}":{"polluted":"yes"}},"requestId":"r","value":${inner}}`,
      JSON.parse(`{"${key}":{"polluted":"yes"},"companyId":2}`) as unknown,
      { ...rest, [key]: { polluted: "yes" } },
    ),
  );

const huge = fc.constantFrom(
  "x".repeat(MAX_INPUT_CHARS + 1),
  `{"appVersion":"${"9".repeat(200_000)}","pushToken":"p","deviceKey":"d"}`,
  { locale: "e".repeat(1_000_000), requestId: "r".repeat(500_000), companyId: "1".repeat(400) },
);

const wrongTypes = fc.oneof(
  fc.anything(),
  fc.record({
    appVersion: fc.anything(),
    pushToken: fc.anything(),
    deviceKey: fc.anything(),
    companyId: fc.anything(),
    enabled: fc.anything(),
    fcmYn: fc.anything(),
    locale: fc.anything(),
    requestId: fc.anything(),
    value: fc.anything(),
  }),
  fc.constantFrom(null, undefined, Number.NaN, -1, 0, 2 ** 60, [], [1, 2], () => 1, Symbol("s")),
  fc.constant(
    new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error("hostile");
        },
      },
    ),
  ),
);

const argument = fc.oneof(fc.json(), wrongTypes, poisoned, huge);

const prototypeSnapshot = () => Object.getOwnPropertyNames(Object.prototype).sort().join();

describe("window callbacks under arbitrary input", () => {
  const before = prototypeSnapshot();
  let shell: ReturnType<typeof fakeIosShell>;

  beforeAll(() => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    fakeServer();
    shell = fakeIosShell(NATIVE_MESSAGES);
    installNativeBridge({ navigate: () => undefined });
  });
  afterAll(() => {
    shell.remove();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("never throw or reject, and leave Object.prototype alone", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...NATIVE_CALLBACKS),
        argument,
        fc.boolean(),
        async (name, arg, loggedIn) => {
          if (loggedIn) await logIn();
          else await tokenStore.clear();
          let result: unknown;
          expect(() => (result = callWindow(name, arg))).not.toThrow();
          await expect(result).resolves.not.toBeInstanceOf(Error);
          expect(prototypeSnapshot()).toBe(before);
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        },
      ),
      { numRuns: 300 },
    );
  });

  it("the login status check never returns token material", async () => {
    await fc.assert(
      fc.asyncProperty(argument, fc.boolean(), async (arg, loggedIn) => {
        const tokens = loggedIn ? await logIn() : (await tokenStore.clear(), undefined);
        shell.posted.length = 0;
        const status = await callWindow("gpLoginStatus", arg);
        expect(Object.keys(status as object).sort()).toEqual(["accountId", "companyId", "status"]);
        const answers = JSON.stringify([status, shell.posted]);
        expect(answers).not.toMatch(/token|refresh-secret|eyJ/i);
        if (tokens) {
          expect(answers).not.toContain(tokens.access);
          expect(answers).not.toContain(tokens.access.split(".")[1]);
        }
      }),
      { numRuns: 100 },
    );
  });
});
