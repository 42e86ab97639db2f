import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { RefObject } from "react";
import { MENU_TAB, type MenuTab } from "../../../lib/menu-tab";
import styles from "./Home.module.css";
import { ListEditLink } from "./ListEditLink";
import { ListViewToggle } from "./ListViewToggle";
import PagerGlide from "./PagerGlide";

export interface TabBarToolsProps {
  tab: MenuTab;
  /** The tab bar is fixed under the header (scrolled past the top block). */
  fixed: boolean;
  pagerRef: RefObject<HTMLDivElement | null>;
}

/**
 * Main's tools around the tab bar, loaded with the deferred chunk: the list/grid toggle and the
 * shown list's edit entry at the bar's end, Favorite's floating Add/Edit link once scrolled down
 * (spec 9), and the pager's glide between lists.
 */
export function TabBarTools({ tab, fixed, pagerRef }: TabBarToolsProps) {
  return (
    <>
      <ListViewToggle />
      <ListEditLink tab={tab} />
      {tab === MENU_TAB.FAVORITE && fixed ? (
        <Link to="/edit/favorite" className={styles.editLink}>
          <Trans>추가/편집</Trans>
        </Link>
      ) : null}
      <PagerGlide pagerRef={pagerRef} tab={tab} />
    </>
  );
}
