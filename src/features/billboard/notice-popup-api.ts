import { queryOptions } from "@tanstack/react-query";
import type { BoardPopupResult } from "../../../server/contract/portal";
import { api } from "../../lib/api-client";

/**
 * GET /api/board/popup: the notice popup's switch and notices (titles HTML-escaped). Kept apart
 * from ./api.ts so that only the lazily loaded popups import it.
 */
export type NoticePopupResult = BoardPopupResult;

/** Root "notices" is persisted (lib/query-persist.ts), like the notice list. */
export const noticePopupKeys = {
  popup: () => ["notices", "popup"] as const,
};

/** The notice popup; a failure only means no popup (home data: logged, never alerted). */
export const noticePopupQuery = () =>
  queryOptions({
    queryKey: noticePopupKeys.popup(),
    queryFn: async ({ signal }) => {
      try {
        return await api<NoticePopupResult>("/board/popup", { signal });
      } catch (error) {
        if (!signal.aborted) console.warn("Home: could not load the notice popup", error);
        throw error;
      }
    },
    staleTime: 5 * 60_000,
    meta: { errorHandling: "silent" },
  });
