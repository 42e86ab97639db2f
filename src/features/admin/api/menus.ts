import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { AdminMenuItem } from "../types";
import { adminSend } from "./send";

export type AdminMenuType = "WORK" | "OFFICE";
export interface MenuTarget {
  type: AdminMenuType;
  companyId: number;
  authority: "USER" | "ADMIN";
}

export const adminMenuKeys = {
  all: () => ["admin", "menus"] as const,
  one: (target: MenuTarget) =>
    ["admin", "menus", target.type, target.companyId, target.authority] as const,
};

const menuPath = ({ type, companyId, authority }: MenuTarget) =>
  `/menus/${type}?companyId=${companyId}&authority=${authority}`;

/** GET /api/admin/menus/{type}?companyId=&authority=: the company's menu for one authority. */
export const adminMenuQuery = (target: MenuTarget) =>
  queryOptions({
    queryKey: adminMenuKeys.one(target),
    queryFn: ({ signal }) => api<AdminMenuItem[]>(`/admin${menuPath(target)}`, { signal }),
    meta: { errorHandling: "local" },
  });

/**
 * PUT the whole menu: priority 1..n in the order shown, new items without id, removed ones
 * with deleteFlag (API.md "Admin menus").
 */
export function saveAdminMenu(
  target: MenuTarget,
  items: readonly AdminMenuItem[],
  removed: readonly AdminMenuItem[],
  key: string,
) {
  const body: AdminMenuItem[] = [
    ...items.map((item, index) => ({ ...item, deleteFlag: false, priority: index + 1 })),
    ...removed.map((item, index) => ({
      ...item,
      deleteFlag: true,
      priority: items.length + index + 1,
    })),
  ];
  return adminSend<AdminMenuItem[]>("PUT", menuPath(target), body, key);
}
