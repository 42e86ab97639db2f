/**
 * PUT /api/menu/{type}/{authority}: the Work or Office order as shown, priority 1..n, without
 * createdAt and updatedAt (spec 4). Kept apart from the page so an offline outbox can send the
 * same request later.
 */
import { api } from "../../lib/api-client";
import type { MenuItem, MenuType } from "./api";

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
): Promise<MenuItem[]> {
  return api<MenuItem[]>(`/menu/${type}/${encodeURIComponent(authority.toLowerCase())}`, {
    method: "PUT",
    body,
    headers: { "Idempotency-Key": idempotencyKey },
  });
}
