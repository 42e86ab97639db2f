import fc from "fast-check";
import { MAX_INPUT_CHARS } from "../../../src/platform/native/input";

/**
 * Hostile and junk arguments for the window callbacks (callbacks.property.test.ts). Each comes
 * with `usable`: false when it carries nothing any callback may act on (the data sits behind a
 * prototype key, is oversized or wrongly typed), so a callback that takes an argument must ignore
 * it; true when it may happen to be valid for some callback.
 */
export interface CallbackInput {
  arg: unknown;
  usable: boolean;
}

const MB = 1024 * 1024;
export const POISON_KEYS = ["__proto__", "constructor", "prototype"] as const;

/** Valid values for every field any callback reads. */
export const VALID_FIELDS = {
  appVersion: "2.4.0",
  deviceKey: "device-1",
  pushToken: "push-1",
  companyId: 2,
  enabled: true,
  fcmYn: "Y",
  locale: "en",
  requestId: "r1",
  value: "v",
};
const FIELDS = Object.keys(VALID_FIELDS);

const usable = (arg: unknown): CallbackInput => ({ arg, usable: true });
const unusable = (arg: unknown): CallbackInput => ({ arg, usable: false });

/** A JSON object text from [key, value] pairs; parsed, "__proto__" becomes an OWN key. */
const objectText = (pairs: [string, unknown][]) =>
  `{${pairs.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(",")}}`;

const REVOKED = (() => {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
})();

/**
 * Junk every callback gets, each one, not a random pick (callbacks.property.test.ts): values no
 * JSON encoder produces but script in the WebView can pass, the valid fields behind each prototype
 * key (as JSON text and parsed, so the key is an own property) and 1 MB texts. None is usable.
 */
export const FIXED_JUNK: readonly unknown[] = [
  undefined,
  null,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  -1,
  0,
  2 ** 60,
  10n,
  Symbol("s"),
  [],
  [VALID_FIELDS],
  () => VALID_FIELDS,
  new Date(0),
  new Map(Object.entries(VALID_FIELDS)),
  Object.create(VALID_FIELDS) as unknown, // the data only on the prototype
  new Proxy({}, { ownKeys: () => { throw new Error("hostile"); } }), // prettier-ignore
  new Proxy({}, { getPrototypeOf: () => { throw new Error("hostile"); } }), // prettier-ignore
  REVOKED,
  Object.defineProperty({}, "appVersion", { enumerable: true, get: () => { throw new Error("getter"); } }), // prettier-ignore
  "x".repeat(MB),
  objectText([...Object.entries(VALID_FIELDS), ["pad", "x".repeat(MB)]]),
  ...POISON_KEYS.flatMap((key) => {
    const text = objectText([[key, VALID_FIELDS]]);
    return [text, JSON.parse(text) as unknown];
  }),
];

const arbitraryJson = fc.oneof(fc.jsonValue().map(usable), fc.json().map(usable));

/** The known fields with values of the wrong type (arrays, objects, null, non-integers). */
const wrongTypes = fc
  .oneof(
    fc.record(
      Object.fromEntries(
        FIELDS.map((field) => [
          field,
          fc.oneof(fc.array(fc.jsonValue()), fc.object(), fc.constant(null), fc.constant(1.5)),
        ]),
      ),
    ),
    // FIXED_JUNK is fed to every callback in full; fast-check cannot hold a revoked proxy.
    fc.constantFrom(...FIXED_JUNK.filter((value) => value !== REVOKED)),
  )
  .map(unusable);
const anything = fc
  .anything({ withBigInt: true, withDate: true, withMap: true, withNullPrototype: true })
  .map(usable);

/** Arbitrary strings from just over the 64 KB limit to 1 MB, raw or as a JSON text of valid fields. */
const huge = fc
  .tuple(
    fc.integer({ min: MAX_INPUT_CHARS + 1, max: MB }),
    fc.string({ minLength: 1, maxLength: 1 }),
  )
  .chain(([length, char]) => {
    const filler = char.repeat(length);
    return fc.constantFrom(
      filler,
      objectText([...Object.entries(VALID_FIELDS), ["pad", filler]]),
      Object.fromEntries(
        FIELDS.map((field) => [field, `${field === "companyId" ? "1" : "Y"}${filler}`]),
      ),
      { requestId: "r1", value: filler },
    );
  })
  .map(unusable);

/** Valid fields only behind __proto__ / constructor / prototype, at the top or nested. */
const poisoned = fc
  .tuple(
    fc.constantFrom(...POISON_KEYS),
    fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 }),
  )
  .chain(([key, rest]) => {
    const pairs = Object.entries(rest).filter(([name]) => !FIELDS.includes(name));
    const text = objectText([[key, VALID_FIELDS], ...pairs]);
    const nested = objectText([["nested", JSON.parse(text) as unknown], ...pairs]);
    return fc.constantFrom(
      text,
      JSON.parse(text) as unknown,
      nested,
      JSON.parse(nested) as unknown,
    );
  })
  .map(unusable);

export const callbackInput: fc.Arbitrary<CallbackInput> = fc.oneof(
  arbitraryJson,
  anything,
  wrongTypes,
  huge,
  poisoned,
);
