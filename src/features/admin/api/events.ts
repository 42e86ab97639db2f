import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { AdminEvent, AdminEventBody } from "../types";
import { adminSend, paged } from "./send";

export const EVENT_PAGE_SIZE = 50;
export const adminEventKeys = {
  all: () => ["admin", "events"] as const,
  page: (page: number) => ["admin", "events", page] as const,
};

/** GET /api/admin/events: the company's events and holidays the caller manages. */
export const adminEventsQuery = (page = 1) =>
  queryOptions({
    queryKey: adminEventKeys.page(page),
    queryFn: async ({ signal }) =>
      paged(
        await api<AdminEvent[] | { items: AdminEvent[]; total: number }>("/admin/events", {
          signal,
          query: { page, size: EVENT_PAGE_SIZE },
        }),
      ),
    meta: { errorHandling: "local" },
  });

export const createEvent = (body: AdminEventBody, key: string) =>
  adminSend<AdminEvent>("POST", "/events", body, key);

export const deleteEvent = (id: number) => adminSend<unknown>("DELETE", `/events/${id}`, undefined);
