import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  fail,
  installFakeApi,
  ok,
  type FakeRequest,
} from "../../../../tests/helpers/client/fake-api";
import { renderApp } from "../../../../tests/helpers/client/render-app";

let detail: (request: FakeRequest) => Response;
const pwned = vi.fn();

beforeEach(() => {
  pwned.mockReset();
  vi.stubGlobal("__pwned", pwned);
  detail = () => fail(404, "NOT_FOUND", "게시물을 찾을 수 없습니다.");
  installFakeApi((r) => {
    if (r.path.startsWith("/api/board/")) return detail(r);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const NOTICE = {
  postId: 7,
  title: "&lt;b&gt;긴급&lt;/b&gt; 점검 &amp; 안내",
  author: "총무팀",
  createdAt: "2026-11-03 10:00:00",
  content:
    '<p>본문<script>window.__pwned()</script><img src="https://cdn.example/x.png" onerror="window.__pwned()"></p>' +
    '<a href="https://portal.example/guide">안내</a><a href="javascript:window.__pwned()">위험</a>',
};

describe("/noticeDetail/$postId", () => {
  it("shows title (as text), author, date and sanitized content; nothing runs", async () => {
    let requested = "";
    detail = (r) => {
      requested = r.path;
      return ok(NOTICE);
    };
    const { container } = await renderApp("/noticeDetail/7");
    const heading = await screen.findByRole("heading", { level: 2 });
    expect(heading).toHaveTextContent("<b>긴급</b> 점검 & 안내");
    expect(heading.querySelector("b")).toBeNull();
    expect(requested).toBe("/api/board/7");
    expect(screen.getByText("총무팀")).toBeVisible();
    expect(screen.getByText("2026.11.03")).toHaveAttribute("dateTime", "2026-11-03");
    expect(screen.getByText("본문")).toBeVisible();

    const article = container.ownerDocument.querySelector("article")!;
    expect(article.querySelector("script")).toBeNull();
    expect(article.innerHTML).not.toMatch(/onerror|__pwned|javascript:/);
    expect(article.querySelector("img")).toHaveAttribute("src", "https://cdn.example/x.png");
    const safe = screen.getByRole("link", { name: "안내" });
    expect(safe).toHaveAttribute("target", "_blank");
    expect(safe).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByText("위험")).not.toHaveAttribute("href");
    article.querySelector("img")?.dispatchEvent(new Event("error"));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pwned).not.toHaveBeenCalled();
  });

  it("404: a not-found message with a link back to the list, no alert", async () => {
    await renderApp("/noticeDetail/999");
    expect(await screen.findByRole("alert")).toHaveTextContent("공지사항을 찾을 수 없습니다.");
    expect(screen.getByRole("link", { name: "공지사항 목록으로 돌아가기" })).toHaveAttribute(
      "href",
      "/notices",
    );
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("an impossible id is not found without a request", async () => {
    const api = installFakeApi(() => undefined);
    await renderApp("/noticeDetail/abc");
    expect(await screen.findByRole("alert")).toHaveTextContent("공지사항을 찾을 수 없습니다.");
    expect(api.calls.some((c) => c.path.startsWith("/api/board"))).toBe(false);
  });

  it("403: alerts the server's message (spec 8)", async () => {
    detail = () => fail(403, "FORBIDDEN", "열람 권한이 없습니다.");
    await renderApp("/noticeDetail/5");
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("열람 권한이 없습니다.");
    await waitFor(() =>
      expect(screen.getByText("공지사항을 불러오지 못했습니다.")).toBeInTheDocument(),
    );
  });
});
