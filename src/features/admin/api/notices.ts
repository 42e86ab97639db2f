import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { AdminNotice, AdminNoticeBody, NoticeReads } from "../types";
import { adminSend, paged } from "./send";

export const NOTICE_PAGE_SIZE = 20;

export const adminNoticeKeys = {
  all: () => ["admin", "notices"] as const,
  page: (page: number) => ["admin", "notices", "page", page] as const,
  reads: (id: number) => ["admin", "notices", "reads", id] as const,
};

/** GET /api/admin/notices: the notices the caller manages, newest first. */
export const adminNoticesQuery = (page = 1) =>
  queryOptions({
    queryKey: adminNoticeKeys.page(page),
    queryFn: async ({ signal }) =>
      paged(
        await api<AdminNotice[] | { items: AdminNotice[]; total: number }>("/admin/notices", {
          signal,
          query: { page, size: NOTICE_PAGE_SIZE },
        }),
      ),
    meta: { errorHandling: "local" },
  });

/** GET /api/admin/notices/{id}/reads: who acknowledged and who has not yet. */
export const noticeReadsQuery = (id: number) =>
  queryOptions({
    queryKey: adminNoticeKeys.reads(id),
    queryFn: ({ signal }) => api<NoticeReads>(`/admin/notices/${id}/reads`, { signal }),
    meta: { errorHandling: "local" },
  });

export const saveNotice = (id: number | undefined, body: AdminNoticeBody, key: string) =>
  id === undefined
    ? adminSend<AdminNotice>("POST", "/notices", body, key)
    : adminSend<AdminNotice>("PUT", `/notices/${id}`, body, key);

export const deleteNotice = (id: number) =>
  adminSend<unknown>("DELETE", `/notices/${id}`, undefined);
