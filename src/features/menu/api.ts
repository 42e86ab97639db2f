import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

export type MenuType = "WORK" | "OFFICE";

/** GET /api/menu/{type} item (API.md "Portal"); local until server/contract/portal.ts exists. */
export interface MenuItem {
  id: number;
  name: string;
  url: string;
  /** Path on the approval site, opened through GET /api/handover; null = plain link. */
  handoverUrl: string | null;
  open: boolean;
  priority: number;
  /** "PC" items are hidden on mobile (spec 3). */
  envType: string;
  createdAt?: string;
  updatedAt?: string;
  deleteFlag?: boolean;
}

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
