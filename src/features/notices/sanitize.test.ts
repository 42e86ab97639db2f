import { describe, expect, it } from "vitest";
import { sanitizeNoticeHtml } from "./sanitize";

/** Output is already sanitized; jsdom loads nothing. */
const parse = (html: string) => {
  const container = document.createElement("div");
  container.innerHTML = html;
  return container;
};

describe("sanitizeNoticeHtml", () => {
  it("removes scripts, event handlers and styles", () => {
    const html = sanitizeNoticeHtml(
      `<p style="position:fixed" onclick="x()">Hi<script>x()</script><img src="https://a.example/i.png" onerror="x()"></p><style>body{}</style>`,
    );
    expect(html).not.toMatch(/script|onerror|onclick|style/i);
    expect(parse(html).querySelector("img")).toHaveAttribute("src", "https://a.example/i.png");
  });

  it("opens http(s) links safely and drops other schemes", () => {
    const content = parse(
      sanitizeNoticeHtml(
        `<a href="https://x.example" target="_self">web</a><a href="mailto:a@b.c">mail</a><a href="javascript:alert(1)">js</a><a href="data:text/html,x">data</a><a href="/relative">rel</a>`,
      ),
    );
    const [web, mail, js, data, rel] = Array.from(content.querySelectorAll("a"));
    expect(web).toHaveAttribute("target", "_blank");
    expect(web).toHaveAttribute("rel", "noopener noreferrer");
    expect(mail).toHaveAttribute("href", "mailto:a@b.c");
    expect(mail).not.toHaveAttribute("target");
    expect(js).not.toHaveAttribute("href");
    expect(data).not.toHaveAttribute("href");
    expect(rel).not.toHaveAttribute("href");
  });

  it("drops forms, frames and SVG", () => {
    const html = sanitizeNoticeHtml(
      `<form action="https://x"><input name="a"></form><iframe src="https://x"></iframe><svg><script>x()</script></svg>ok`,
    );
    expect(html).toBe("ok");
  });
});
