import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useLayoutEffect, useRef } from "react";
import { TabBar, panelId, tabId } from "../../../components/TabBar/TabBar";
import { MENU_TAB, type MenuTab } from "../../../lib/menu-tab";
import { favoriteQuery } from "../../favorites";
import { menuQuery } from "../../menu";
import { FIXED_TABS_THRESHOLD, useScrolledPast } from "../scroll";
import { HOME_TABS } from "../tabs";
import styles from "./Home.module.css";
import { ListPlaceholder } from "./ListPlaceholder";
import { AfterFirstScreen } from "./AfterFirstScreen";
import { LinkList } from "./LinkList";
import { PanelContent } from "./PanelContent";
import { useFirstScreenShown } from "./use-first-screen-shown";
import { TabBarTools } from "./load-deferred";

export interface HomeTabsProps {
  tab: MenuTab;
  onTabChange: (tab: MenuTab) => void;
  inApp: boolean;
}

const ID_PREFIX = "home";
/** The pager reports a swipe once its scroll has been still this long (scroll-snap settled). */
const SETTLE_MS = 120;

/**
 * Work / Office / Favorite: a tab bar over a swipeable pager (CSS scroll-snap). Selecting a tab
 * scrolls the pager; a swipe that settles on another page selects its tab. The tab bar becomes
 * fixed under the header past 153 px of scroll, its slot keeping the height. The tools around the
 * bar (TabBarTools: view toggle, edit entries, the pager's glide) come with the deferred chunk
 * after the first paint; the lists themselves are part of it.
 */
export function HomeTabs({ tab, onTabChange, inApp }: HomeTabsProps) {
  const { t, i18n } = useLingui();
  const pager = useRef<HTMLDivElement>(null);
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);
  const shownTab = useRef<MenuTab>(undefined);
  const fixed = useScrolledPast(FIXED_TABS_THRESHOLD);

  // The lists of the other tabs are asked for once the first screen is shown (stored ones show at
  // once): before it, their requests only compete with the shown list's on a slow network.
  const shown = useFirstScreenShown();
  const work = useQuery({ ...menuQuery("WORK"), enabled: shown || tab === MENU_TAB.WORK });
  const office = useQuery({ ...menuQuery("OFFICE"), enabled: shown || tab === MENU_TAB.OFFICE });
  const favorite = useQuery({ ...favoriteQuery(), enabled: shown || tab === MENU_TAB.FAVORITE });
  const queries = [work, office, favorite] as const;

  // Tab -> pager: jump on the first layout (menuId picks the first tab), glide on changes.
  useLayoutEffect(() => {
    const first = shownTab.current === undefined;
    const changed = !first && shownTab.current !== tab;
    shownTab.current = tab;
    // A new pager shows the first page: reading its width would force the whole page's style and
    // layout inside the first commit, for nothing to move.
    if (first && tab === HOME_TABS[0]!.id) return;
    // Scrolled past the fixed bar: show the new list from its top, under the (still fixed) bar.
    if (changed && window.scrollY > FIXED_TABS_THRESHOLD) {
      window.scrollTo({ top: FIXED_TABS_THRESHOLD + 1, behavior: "instant" });
    }
    const element = pager.current;
    if (!element || !element.clientWidth) return;
    const left = tab * element.clientWidth;
    // Loaded, the glide (PagerGlide) moves the pager on a change.
    if (Math.abs(element.scrollLeft - left) < 1 || (changed && element.hasAttribute("data-glide")))
      return;
    // "auto" follows the pager's CSS scroll-behavior: smooth, or instant under reduced motion.
    if (typeof element.scrollTo === "function") {
      element.scrollTo({ left, behavior: changed ? "auto" : "instant" });
    } else element.scrollLeft = left;
  }, [tab]);

  useEffect(() => () => clearTimeout(settle.current), []);

  // Pager -> tab: once the snap has settled.
  const onScroll = () => {
    clearTimeout(settle.current);
    settle.current = setTimeout(() => {
      const element = pager.current;
      if (!element || !element.clientWidth) return;
      const index = Math.round(element.scrollLeft / element.clientWidth);
      const next = HOME_TABS[index]?.id;
      if (next !== undefined && next !== tab) onTabChange(next);
    }, SETTLE_MS);
  };

  return (
    <>
      <div className={styles.tabSlot}>
        <div className={fixed ? `${styles.tabBar} ${styles.fixed}` : styles.tabBar}>
          <TabBar
            tabs={HOME_TABS.map((item) => ({ id: item.id, label: i18n._(item.label) }))}
            selected={tab}
            onSelect={onTabChange}
            label={t`홈 메뉴`}
            idPrefix={ID_PREFIX}
          />
          <AfterFirstScreen>
            <TabBarTools tab={tab} fixed={fixed} pagerRef={pager} />
          </AfterFirstScreen>
        </div>
      </div>
      <div ref={pager} className={styles.pager} onScroll={onScroll}>
        {HOME_TABS.map(({ id }) => {
          const query = queries[id]!;
          return (
            <section
              key={id}
              role="tabpanel"
              id={panelId(ID_PREFIX, id)}
              aria-labelledby={tabId(ID_PREFIX, id)}
              aria-busy={query.isPending || undefined}
              inert={id !== tab}
              className={styles.panel}
            >
              <PanelContent selected={id === tab}>
                {query.isPending ? (
                  <ListPlaceholder />
                ) : (
                  <LinkList
                    {...(id === MENU_TAB.FAVORITE
                      ? { kind: "favorite" as const, items: favorite.data }
                      : {
                          kind: "menu" as const,
                          items: id === MENU_TAB.WORK ? work.data : office.data,
                        })}
                    inApp={inApp}
                    failed={query.isError}
                  />
                )}
              </PanelContent>
            </section>
          );
        })}
      </div>
    </>
  );
}
