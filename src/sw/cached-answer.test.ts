import { describe, expect, it } from "vitest";
import { answerFromStore, isServerData } from "./cached-answer";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const portal = () =>
  new Response("<html>Sign in to the Wi-Fi</html>", { headers: { "content-type": "text/html" } });
const stored = () => json({ result: "seen online" });
const offline = () => Promise.reject(new TypeError("Failed to fetch"));

describe("the worker's answer for a cached read", () => {
  it("keeps only the server's JSON data, never a captive portal's page", () => {
    expect(isServerData(json({ result: 1 }))).toBe(true);
    expect(isServerData(portal())).toBe(false);
    expect(isServerData(json({}, 503))).toBe(false);
  });

  it("answers a fresh copy at once", async () => {
    const copy = stored();
    const answer = await answerFromStore(copy, false, new Promise<Response>(() => {}));
    expect(answer).toEqual({ response: copy, fromStore: true });
  });

  it("answers an expired copy when the network fails, a portal answers or the server errs", async () => {
    for (const network of [offline(), Promise.resolve(portal()), Promise.resolve(json({}, 503))]) {
      const copy = stored();
      expect(await answerFromStore(copy, true, network)).toEqual({
        response: copy,
        fromStore: true,
      });
    }
  });

  it("answers the server's word over an expired copy", async () => {
    const fresh = json({ result: "new" });
    expect(await answerFromStore(stored(), true, Promise.resolve(fresh))).toEqual({
      response: fresh,
      fromStore: false,
    });
    const refused = json({ code: "FORBIDDEN" }, 403);
    expect((await answerFromStore(stored(), true, Promise.resolve(refused))).response).toBe(
      refused,
    );
  });
});
