import { describe, expect, it } from "vitest";
import { decodeEntities } from "./decode-entities";

describe("decodeEntities", () => {
  it("decodes escaped markup into plain text", () => {
    expect(decodeEntities("&lt;b&gt;Hi&lt;/b&gt; &amp; &quot;you&quot; &#39;all&#x27;")).toBe(
      `<b>Hi</b> & "you" 'all'`,
    );
  });

  it("decodes only once", () => {
    expect(decodeEntities("&amp;lt;script&amp;gt;")).toBe("&lt;script&gt;");
  });

  it("decodes other named entities without creating elements", () => {
    expect(decodeEntities("A&middot;B &hellip; &lt;img src=x onerror=alert(1)&gt;")).toBe(
      "A·B … <img src=x onerror=alert(1)>",
    );
  });

  it("keeps text without entities and empties", () => {
    expect(decodeEntities("2026년 공지")).toBe("2026년 공지");
    expect(decodeEntities(undefined)).toBe("");
    expect(decodeEntities("&unknown; x")).toBe("&unknown; x");
  });
});
