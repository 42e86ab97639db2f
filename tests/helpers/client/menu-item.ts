import type { MenuItem } from "../../../src/features/menu";

let nextId = 1;

/** A menu item as GET /api/menu answers it; `over` sets what the test is about. */
export function menuItem(over: Partial<MenuItem> = {}): MenuItem {
  const id = over.id ?? nextId++;
  return {
    id,
    name: "메뉴",
    url: `https://site${id}.example.com/path`,
    handoverUrl: null,
    icon: null,
    open: false,
    priority: id,
    envType: "ALL",
    createdAt: "2026-01-01T00:00:00Z",
    updatedAt: "2026-01-01T00:00:00Z",
    deleteFlag: false,
    ...over,
  };
}
