import type { MenuTab } from "../../../lib/menu-tab";
import { ListEditLink } from "./ListEditLink";
import { ListViewToggle } from "./ListViewToggle";

/** The tab bar's end: the list/grid toggle and the shown list's edit entry (deferred chunk). */
export function TabBarTools({ tab }: { tab: MenuTab }) {
  return (
    <>
      <ListViewToggle />
      <ListEditLink tab={tab} />
    </>
  );
}
