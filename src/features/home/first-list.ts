import type { QueryClient } from "@tanstack/react-query";
import { ensureFirstData } from "../../lib/first-data";
import { holdFirstScreenUntil } from "../../lib/first-screen";
import { MENU_TAB, type MenuTab } from "../../lib/menu-tab";
import { favoriteQuery } from "../favorites";
import { menuQuery } from "../menu";

/**
 * For Main's loader: starts the list of the tab shown first (with /api/user rather than after
 * Main's first render) and keeps Main's later parts until it is in. The loader does not wait for
 * it: the header and the tabs paint first, and the list fills its box.
 */
export function loadFirstList(queryClient: QueryClient, tab: MenuTab): void {
  const loaded =
    tab === MENU_TAB.FAVORITE
      ? ensureFirstData(queryClient, favoriteQuery())
      : ensureFirstData(queryClient, menuQuery(tab === MENU_TAB.OFFICE ? "OFFICE" : "WORK"));
  holdFirstScreenUntil(loaded);
}
