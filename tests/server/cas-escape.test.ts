import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { escapeHtml, escapeXml } from "../../server/cas/escape";
import { loginPage, messagePage } from "../../server/cas/pages";
import { serviceResponseXml } from "../../server/cas/xml";
import { parseServiceResponse } from "../../server/cas/parse-response";

describe("escapeHtml", () => {
  it("escapes every character that could open markup or close an attribute", () => {
    expect(escapeHtml(`<script>alert("x")</script>&'\``)).toBe(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;&#96;",
    );
    expect(escapeHtml(undefined)).toBe("");
    expect(escapeHtml(42)).toBe("42");
    expect(escapeHtml("홍길동 plain")).toBe("홍길동 plain");
  });

  it("never leaves a raw special character (property)", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(escapeHtml(s)).not.toMatch(/[<>"'`]/);
        // Every & starts an entity we wrote.
        expect(escapeHtml(s).replace(/&(amp|lt|gt|quot|#39|#96);/g, "")).not.toContain("&");
      }),
    );
  });
});

describe("escapeXml", () => {
  it("escapes markup and drops characters XML 1.0 cannot carry", () => {
    expect(escapeXml(`a<b>&"c'`)).toBe("a&lt;b&gt;&amp;&quot;c&apos;");
    expect(escapeXml("x\u0000\u0008y\uFFFEz\tq")).toBe("xyz\tq");
  });

  it("round-trips any text through a serviceResponse (property)", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, unit: "grapheme" }), fc.string(), (user, name) => {
        fc.pre(escapeXmlText(user).trim().length > 0);
        const xml = serviceResponseXml({ ok: true, user, attributes: { name } });
        const parsed = parseServiceResponse(xml);
        expect(parsed).toMatchObject({ ok: true, user: escapeXmlText(user).trim() });
      }),
    );
  });
});

/** What survives escapeXml (forbidden characters dropped), as the parser returns it. */
function escapeXmlText(s: string): string {
  return s
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/\r\n?/g, "\n");
}

describe("CAS pages", () => {
  it("escape every interpolated value", () => {
    const hostile = `"><script>alert(1)</script>`;
    const html = loginPage(
      { locale: "en", service: `https://ok.example/cb?a=${hostile}` },
      { lt: "LT-1-x", username: hostile },
    );
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain('<html lang="en">');
    // Nothing inline that the CSP (script-src 'self') would block, and no script at all.
    expect(html).not.toMatch(/<script|\son\w+=/i);
    const page = messagePage(
      { locale: "ja" },
      { title: "cas.loggedOutTitle", text: "cas.loggedOutText" },
    );
    expect(page).toContain("ログアウト完了");
  });
});
