import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** GET /api/admin/push/stats: pushes of the last `days` days by outcome (company admins: theirs). */
export interface PushStats {
  since: string;
  pending: number;
  sent: number;
  failed: number;
  dropped: number;
  skipped: number;
}

export const PUSH_STATS_DAYS = [1, 7, 30] as const;

export const pushStatsQuery = (days: number) =>
  queryOptions({
    queryKey: ["admin", "push-stats", days] as const,
    queryFn: ({ signal }) => api<PushStats>("/admin/push/stats", { query: { days }, signal }),
    meta: { errorHandling: "local" },
  });
