import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { tokenStore } from "../../../lib/token-store";
import {
  fail,
  installFakeApi,
  ok,
  type FakeRequest,
} from "../../../../tests/helpers/client/fake-api";
import { renderApp } from "../../../../tests/helpers/client/render-app";

const TOTAL = 23;
/** Notices 23 (newest) down to 1, as GET /api/board pages them. */
const boardPage = (r: FakeRequest) => {
  const page = Number(r.query.get("page"));
  const size = Number(r.query.get("size"));
  const ids = Array.from({ length: TOTAL }, (_, i) => TOTAL - i).slice(
    (page - 1) * size,
    page * size,
  );
  return ok({
    items: ids.map((id) => ({
      postId: id,
      title: `공지 ${id} &amp; 안내`,
      createdAt: "2026-11-03 09:00:00",
    })),
    total: TOTAL,
  });
};

let board: (r: FakeRequest) => Response;
let api: ReturnType<typeof installFakeApi>;

beforeEach(async () => {
  board = boardPage;
  api = installFakeApi((r) => (r.path === "/api/board" ? board(r) : undefined));
  await tokenStore.set({ access: "access", refresh: "refresh" });
});
afterEach(() => tokenStore.clear());

const rows = () => within(screen.getByRole("region", { name: "전체 공지" })).getAllByRole("link");

describe("/notices", () => {
  it("lists the first page with the total, and More adds the next page until all are shown", async () => {
    await renderApp("/notices");
    expect(await screen.findByText("전체 23건 중 20건")).toBeVisible();
    expect(rows()).toHaveLength(20);
    expect(rows()[0]).toHaveAttribute("href", "/noticeDetail/23");
    expect(rows()[0]).toHaveTextContent("공지 23 & 안내");

    await userEvent.click(screen.getByRole("button", { name: "더 보기" }));
    expect(await screen.findByText("전체 23건 중 23건")).toBeVisible();
    expect(rows()).toHaveLength(23);
    expect(rows()[22]).toHaveAttribute("href", "/noticeDetail/1");
    // All shown: no More, and focus went to the first new row rather than being lost.
    expect(screen.queryByRole("button", { name: "더 보기" })).not.toBeInTheDocument();
    expect(rows()[20]).toHaveFocus();
    const pages = api.calls.filter((c) => c.path === "/api/board").map((c) => c.query.toString());
    expect(pages).toEqual(["page=1&size=20", "page=2&size=20"]);
  });

  it("back from a notice, every page seen shows again (from the cache)", async () => {
    const { router } = await renderApp("/notices");
    await screen.findByText("전체 23건 중 20건");
    await userEvent.click(screen.getByRole("button", { name: "더 보기" }));
    await screen.findByText("전체 23건 중 23건");
    await router.navigate({ to: "/noticeDetail/$postId", params: { postId: "5" } });
    await router.navigate({ to: "/notices" });
    expect(await screen.findByText("전체 23건 중 23건")).toBeVisible();
    expect(rows()).toHaveLength(23);
  });

  it("says when there are no notices, without a More button", async () => {
    board = () => ok({ items: [], total: 0 });
    await renderApp("/notices");
    expect(await screen.findByText("공지사항이 없습니다.")).toBeVisible();
    expect(screen.getByText("전체 0건 중 0건")).toBeVisible();
    expect(screen.queryByRole("button", { name: "더 보기" })).not.toBeInTheDocument();
  });

  it("a failed load alerts the server's message (spec 8) and offers a retry on the screen", async () => {
    board = () => fail(404, "NOT_FOUND", "게시판이 없습니다.");
    await renderApp("/notices");
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("게시판이 없습니다.");
    await userEvent.click(within(dialog).getByRole("button", { name: "확인" }));
    expect(screen.getByRole("alert")).toHaveTextContent("공지사항 목록을 불러오지 못했습니다.");
    board = boardPage;
    await userEvent.click(screen.getByRole("button", { name: "다시 시도" }));
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("a failed More keeps the rows and offers More again", async () => {
    await renderApp("/notices");
    await screen.findByText("전체 23건 중 20건");
    board = () => fail(404, "NOT_FOUND", "게시판이 없습니다.");
    await userEvent.click(screen.getByRole("button", { name: "더 보기" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("게시판이 없습니다.");
    await userEvent.click(within(dialog).getByRole("button", { name: "확인" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("더 불러오지 못했습니다");
    expect(rows()).toHaveLength(20);
    board = boardPage;
    await userEvent.click(screen.getByRole("button", { name: "더 보기" }));
    await waitFor(() => expect(rows()).toHaveLength(23));
  });
});
