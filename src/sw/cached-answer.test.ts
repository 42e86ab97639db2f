import { describe, expect, it } from "vitest";
import { answerFromStore, isServerData, revalidated, revalidationRequest } from "./cached-answer";

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

describe("revalidating a stored copy", () => {
  const TAG = '"k3Xq9fZ1"';
  const tagged = (body: unknown) => {
    const response = json(body);
    response.headers.set("etag", TAG);
    response.headers.set("x-gp-stored-at", "1000");
    return response;
  };
  const page = () =>
    new Request("https://portal.test/api/menu/WORK", {
      headers: { authorization: "Bearer page-token", "accept-language": "en" },
    });

  it("asks for the body only if it changed since the stored copy, with the page's own headers", () => {
    const request = revalidationRequest(page(), tagged({ result: "seen" }));
    expect(request.headers.get("if-none-match")).toBe(TAG);
    expect(request.headers.get("authorization")).toBe("Bearer page-token");
    expect(request.headers.get("accept-language")).toBe("en");
    expect(request.url).toBe("https://portal.test/api/menu/WORK");
  });

  it("sends the page's request as it is without a stored copy or without its tag", () => {
    const plain = page();
    expect(revalidationRequest(plain, undefined)).toBe(plain);
    expect(revalidationRequest(plain, stored())).toBe(plain);
  });

  it("keeps the stored list on 304, with the server's fresh headers", async () => {
    const notModified = new Response(null, {
      status: 304,
      headers: { etag: TAG, "x-request-id": "r-2" },
    });
    const answer = await revalidated(notModified, tagged({ result: ["메일", "전자결재"] }));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ result: ["메일", "전자결재"] });
    expect(answer.headers.get("content-type")).toBe("application/json");
    expect(answer.headers.get("etag")).toBe(TAG);
    expect(answer.headers.get("x-request-id")).toBe("r-2");
    expect(answer.headers.get("x-gp-stored-at")).toBe("1000"); // the store stamps it anew
    expect(isServerData(answer)).toBe(true);
  });

  it("takes a changed list, an error or a 304 without a copy as the server sent it", async () => {
    const changed = json({ result: ["새 메뉴"] });
    expect(await revalidated(changed, tagged({ result: "old" }))).toBe(changed);
    const refused = json({ code: "FORBIDDEN" }, 403);
    expect(await revalidated(refused, tagged({ result: "old" }))).toBe(refused);
    const pagesOwn = new Response(null, { status: 304 });
    expect(await revalidated(pagesOwn, undefined)).toBe(pagesOwn);
  });
});
