import { queryOptions } from "@tanstack/react-query";
import type { MenuItem, MenuType } from "../../../server/contract/portal";
import { api } from "../../lib/api-client";

/** GET /api/menu/{WORK|OFFICE} item; envType "PC" items are hidden on mobile (spec 3). */
export type { MenuItem, MenuType };

export const menuKeys = {
  all: () => ["menu"] as const,
  list: (type: MenuType) => ["menu", type] as const,
};

/**
 * The user's Work or Office list, in the user's order. Spec 8: a failed menu load alerts, so the
 * app-wide policy applies ("global": 403/404 message, 500 server alert).
 */
export const menuQuery = (type: MenuType) =>
  queryOptions({
    queryKey: menuKeys.list(type),
    queryFn: ({ signal }) => api<MenuItem[]>(`/menu/${type}`, { signal }),
    staleTime: 5 * 60_000,
    meta: { errorHandling: "global" },
  });
