import { queryOptions } from "@tanstack/react-query";
import type {
  BoardListItem,
  BoardListResult,
  BoardPostResult,
} from "../../../server/contract/portal";
import { api } from "../../lib/api-client";
import { isApiError } from "../../lib/api-error";

/** GET /api/board item; `title` is HTML-escaped: decode, then render as text. */
export type NoticeListItem = BoardListItem;
export type NoticeListResult = BoardListResult;
/** GET /api/board/{postId}; `content` is sanitized HTML (sanitized again before display). */
export type NoticeDetail = BoardPostResult;

/** A missing notice (404) is an answer, not a failure: the page says so without an alert. */
export type NoticeDetailResult = { found: true; notice: NoticeDetail } | { found: false };

/** Persisted root "notices" (lib/query-persist.ts): a notice read online reopens offline. */
export const noticeKeys = {
  all: () => ["notices"] as const,
  list: (page: number, size: number) => ["notices", "list", { page, size }] as const,
  detail: (postId: string) => ["notices", "detail", postId] as const,
};

export const NOTICE_LIST_SIZE = 5;
/**
 * Notices per "more" on the notice list screen (/notices): each page is its own noticeListQuery,
 * persisted with the other "notices" queries, so the pages seen stay readable offline.
 */
export const NOTICE_PAGE_SIZE = 20;
/** The most pages /notices shows at once (?pages=), 1,000 notices. */
export const NOTICE_MAX_PAGES = 50;

/**
 * GET /api/board?page=&size=. Spec 5/8: a status other than 200 alerts the server's message and
 * shows nothing; the component owns that alert ("local").
 */
export const noticeListQuery = (page = 1, size = NOTICE_LIST_SIZE) =>
  queryOptions({
    queryKey: noticeKeys.list(page, size),
    queryFn: async ({ signal }) => {
      const result = await api<NoticeListResult | null>("/board", {
        query: { page, size },
        signal,
      });
      return { items: result?.items ?? [], total: result?.total ?? 0 };
    },
    meta: { errorHandling: "local" },
  });

/**
 * GET /api/board/{postId}. 404 resolves as `{ found: false }`; every other failure goes to the
 * app-wide policy of spec 8 (403 alert with the message, 500 alert then /login).
 */
export const noticeDetailQuery = (postId: string) =>
  queryOptions({
    queryKey: noticeKeys.detail(postId),
    queryFn: async ({ signal }): Promise<NoticeDetailResult> => {
      // Post ids are positive integers: anything else cannot exist, so no request is made.
      if (!/^[1-9]\d{0,15}$/.test(postId)) return { found: false };
      try {
        const notice = await api<NoticeDetail>(`/board/${encodeURIComponent(postId)}`, { signal });
        return { found: true, notice };
      } catch (error) {
        if (isApiError(error) && error.status === 404) return { found: false };
        throw error;
      }
    },
    meta: { errorHandling: "global" },
  });
