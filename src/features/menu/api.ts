import { queryOptions } from "@tanstack/react-query";
import type { MenuItem, MenuType } from "../../../server/contract/portal";
import { api } from "../../lib/api-client";
import { readLocaleCookie } from "../../lib/locale";
import { readWithPendingEdit } from "../../platform/outbox/pending-list";
import type { MenuSaveItem } from "./save-menu";

/** GET /api/menu/{WORK|OFFICE} item; envType "PC" items are hidden on mobile (spec 3). */
export type { MenuItem, MenuType };

/** The names are translated by the server: a list is kept per language (the locale cookie). */
export const menuKeys = {
  all: () => ["menu"] as const,
  list: (type: MenuType) => ["menu", type, readLocaleCookie()] as const,
};

/** The outbox list of a menu order (one pending edit at most per type). */
export const menuOutboxList = (type: MenuType) => `menu:${type}`;

/** What Main shows for an order that was saved or waits in the outbox. */
export const menuShown = (body: readonly MenuSaveItem[]): MenuItem[] =>
  body.map((item) => ({ ...item, createdAt: "", updatedAt: "" }));

/**
 * The user's Work or Office list, in the user's order. Spec 8: a failed menu load alerts, so the
 * app-wide policy applies ("global": 403/404 message, 500 server alert). An order waiting in the
 * outbox is what every reader sees until it is sent (or refused). offlineFirst: offline the
 * outbox and the worker's cache still answer.
 */
export const menuQuery = (type: MenuType) =>
  queryOptions({
    queryKey: menuKeys.list(type),
    queryFn: ({ signal }) =>
      readWithPendingEdit(
        menuOutboxList(type),
        (body) => menuShown(body as MenuSaveItem[]),
        () => api<MenuItem[]>(`/menu/${type}`, { signal }),
      ),
    networkMode: "offlineFirst",
    staleTime: 5 * 60_000,
    meta: { errorHandling: "global" },
  });
