/**
 * An answer made from a cached value is serialized by the route's response schema, once per value
 * and variant: the same bytes and tag for every request that shares them, new ones as soon as the
 * value or the variant changes.
 */
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { knownTagOf, sendSerializedAnswer, strongEtag } from "./serialized-answer";

const schema = {
  response: {
    200: {
      type: "object",
      properties: { message: { type: "string" }, result: { type: "array", items: {} } },
    },
  },
};

let app: FastifyInstance;
afterEach(() => app?.close());

/** An app whose route answers from `current.value` in `current.variant`, counting the builds. */
function answering(current: { value: object; variant: string }) {
  let builds = 0;
  app = Fastify();
  const sent: Buffer[] = [];
  app.addHook("onSend", async (_request, _reply, payload) => {
    if (Buffer.isBuffer(payload)) sent.push(payload);
    return payload;
  });
  app.get("/list", { schema }, async (_request, reply) =>
    sendSerializedAnswer(reply, current.value, current.variant, () => {
      builds += 1;
      return { message: `${current.variant}`, result: current.value, extra: "not in the schema" };
    }),
  );
  return { sent, builds: () => builds };
}

describe("sendSerializedAnswer", () => {
  it("serializes a value once for the requests that share it, by the route's schema", async () => {
    const current = { value: ["서울", "부산"], variant: "ko" };
    const { sent, builds } = answering(current);
    const first = await app.inject("/list");
    const second = await app.inject("/list");
    expect(first.json()).toEqual({ message: "ko", result: ["서울", "부산"] });
    expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(first.headers["content-length"]).toBe(String(Buffer.byteLength(first.body)));
    expect(second.body).toBe(first.body);
    expect(builds()).toBe(1);
    expect(sent[1]).toBe(sent[0]);
    expect(knownTagOf(sent[0]!)).toBe(strongEtag(first.body));
  });

  it("makes a new answer for a new value or another variant", async () => {
    const current = { value: ["서울"] as object, variant: "ko" };
    const { builds } = answering(current);
    await app.inject("/list");
    current.variant = "en";
    expect((await app.inject("/list")).json()).toEqual({ message: "en", result: ["서울"] });
    current.value = ["Seoul"];
    expect((await app.inject("/list")).json()).toEqual({ message: "en", result: ["Seoul"] });
    expect(builds()).toBe(3);
  });

  it("leaves a buffer it did not make to be hashed as usual", () => {
    expect(knownTagOf(Buffer.from("{}"))).toBeUndefined();
  });
});
