import { parseMenuTab, type MenuTab } from "../../lib/menu-tab";

/** Search params of Main (`/`): `menuId` picks the initial tab. */
export interface HomeSearch {
  menuId?: MenuTab;
}

/**
 * `validateSearch` for `/`: keeps a valid `menuId` (0, 1, 2, as number or string) and drops anything
 * else, so `/?menuId=7` or `/?menuId=abc` simply opens the default tab. Never throws.
 * The key is always present (possibly `undefined`): TanStack Router merges the validated object over
 * the raw search, so leaving it out would let the raw invalid value through.
 */
export function validateHomeSearch(search: Record<string, unknown>): HomeSearch {
  return { menuId: parseMenuTab(search.menuId) };
}
