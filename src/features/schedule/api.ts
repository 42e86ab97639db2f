import { queryOptions } from "@tanstack/react-query";
import type { EventHolidayItem } from "../../../server/contract/portal";
import { api } from "../../lib/api-client";
import { readLocaleCookie } from "../../lib/locale";

/** GET /api/internal/eventHoliday item: `day` is month-year-day text ("11-2026-03"). */
export type EventHoliday = EventHolidayItem;

/**
 * Persisted root "schedule" (lib/query-persist.ts): a month seen online shows offline too. Titles
 * are translated by the server, so a month is kept per language (the locale cookie).
 */
export const scheduleKeys = {
  all: () => ["schedule"] as const,
  month: (year: number, month: number) =>
    ["schedule", "eventHoliday", year, month, readLocaleCookie()] as const,
};

/**
 * The events and holidays of one month. Spec 8: schedule load failures are only logged; the page
 * then shows the no-events state.
 */
export const eventHolidayQuery = (year: number, month: number) =>
  queryOptions({
    queryKey: scheduleKeys.month(year, month),
    queryFn: async ({ signal }) => {
      try {
        const items = await api<EventHoliday[] | null>("/internal/eventHoliday", {
          query: { workYear: year, workMonth: month },
          signal,
        });
        return Array.isArray(items) ? items : [];
      } catch (error) {
        if (!signal.aborted) console.warn(`Schedule ${year}-${month} could not be loaded`, error);
        throw error;
      }
    },
    meta: { errorHandling: "silent" },
  });
