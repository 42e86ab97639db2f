import { queryOptions, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { EventHolidayLatestResult } from "../../../server/contract/portal";
import { api } from "../../lib/api-client";
import { outboxOwner, readIdentity, type Identity } from "../../platform/session";

/**
 * When the signed-in user last opened the schedule, kept on the device per account (and company:
 * each has its own calendar) under the session's owner name, so a shared phone never carries one
 * person's "seen" to another. Home's calendar badge compares it with the newest entry's creation.
 */
export const SCHEDULE_SEEN_PREFIX = "gp.schedule.seenAt:";

export const scheduleSeenStorageKey = (identity: Identity) =>
  `${SCHEDULE_SEEN_PREFIX}${outboxOwner(identity)}`;

/** Not under the persisted "schedule" root: the device's storage is the record, read afresh. */
const seenKey = () => ["scheduleSeen"] as const;

async function readSeenAt(): Promise<string | null> {
  const identity = await readIdentity();
  if (!identity) return null;
  try {
    return window.localStorage.getItem(scheduleSeenStorageKey(identity));
  } catch (error) {
    console.warn("Could not read when the schedule was last seen", error);
    return null;
  }
}

/** The recorded visit (ISO time), or null before the first one on this device. */
export const scheduleSeenQuery = () =>
  queryOptions({ queryKey: seenKey(), queryFn: readSeenAt, networkMode: "always" });

/** GET /api/internal/eventHoliday/latest; persisted with the schedule, failures only logged. */
export const latestScheduleEntryQuery = () =>
  queryOptions({
    queryKey: ["schedule", "latest"] as const,
    queryFn: ({ signal }) =>
      api<EventHolidayLatestResult>("/internal/eventHoliday/latest", { signal }),
    staleTime: 60_000,
    meta: { errorHandling: "silent" },
  });

const later = (a: string, b: string | null | undefined) =>
  b && Date.parse(b) > Date.parse(a) ? b : a;

/**
 * Records this visit of the schedule as seen: now, or the newest entry's creation when the
 * device's clock is behind the server's (so an entry seen here never counts as new again).
 */
export function useRecordScheduleSeen(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let active = true;
    void readIdentity().then((identity) => {
      if (!active || !identity) return;
      const latest = queryClient.getQueryData(latestScheduleEntryQuery().queryKey);
      const seenAt = later(new Date().toISOString(), latest?.latestCreatedAt);
      try {
        window.localStorage.setItem(scheduleSeenStorageKey(identity), seenAt);
      } catch (error) {
        console.warn("Could not record the schedule visit", error);
      }
      queryClient.setQueryData(seenKey(), seenAt);
    });
    return () => {
      active = false;
    };
  }, [queryClient]);
}
