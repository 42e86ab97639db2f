/**
 * PUT /api/menu/{type}/{authority}: the Work or Office order as shown, priority 1..n, without
 * createdAt and updatedAt (spec 4). The request goes through the outbox (DESIGN section 6), so an
 * edit made offline is sent later.
 */
import { saveThroughOutbox } from "../../platform/outbox/submit";
import { menuKeys, menuOutboxList, type MenuItem, type MenuType } from "./api";

export type MenuSaveItem = Omit<MenuItem, "createdAt" | "updatedAt">;

export function menuSaveBody(items: readonly MenuItem[]): MenuSaveItem[] {
  return items.map(({ createdAt: _created, updatedAt: _updated, ...item }, index) => ({
    ...item,
    priority: index + 1,
  }));
}

/** The path takes the caller's authority lower-cased (spec 7); the server checks it is theirs. */
export function sendMenuOrder(
  type: MenuType,
  authority: string,
  body: MenuSaveItem[],
  idempotencyKey: string,
): ReturnType<typeof saveThroughOutbox> {
  return saveThroughOutbox({
    list: menuOutboxList(type),
    path: `/menu/${type}/${encodeURIComponent(authority.toLowerCase())}`,
    body,
    queryKey: menuKeys.list(type),
    idempotencyKey,
  });
}
