import { useLayoutEffect, useRef, type RefObject } from "react";
import type { MenuTab } from "../../../lib/menu-tab";
import { springScrollLeft } from "../spring-scroll";

export interface PagerGlideProps {
  pagerRef: RefObject<HTMLDivElement | null>;
  tab: MenuTab;
}

/** Set on the pager while the glide is there: HomeTabs leaves a tab change's scroll to it. */
const GLIDE_ATTRIBUTE = "data-glide";

/** The user's setting at each change: a change of the setting applies at once. */
const reducedMotion = () =>
  typeof window.matchMedia === "function" &&
  window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Main's tab pager glides to the selected list along a spring (spring-scroll.ts), and jumps there
 * for users who ask for reduced motion. Comes with the deferred chunk (TabBarTools); until then
 * HomeTabs scrolls the pager itself (CSS smooth).
 */
export default function PagerGlide({ pagerRef, tab }: PagerGlideProps) {
  const shown = useRef(tab);

  useLayoutEffect(() => {
    const element = pagerRef.current;
    element?.setAttribute(GLIDE_ATTRIBUTE, "");
    return () => element?.removeAttribute(GLIDE_ATTRIBUTE);
  }, [pagerRef]);

  // At the commit, not an effect's frame later: under reduced motion the first frame that shows the
  // new tab selected shows its list too (Preact runs passive effects after the next frame).
  useLayoutEffect(() => {
    const element = pagerRef.current;
    if (!element || shown.current === tab) return;
    shown.current = tab;
    const to = tab * element.clientWidth;
    if (reducedMotion() || Math.abs(element.scrollLeft - to) < 1) {
      element.scrollLeft = to;
      return;
    }
    // Snapping and CSS smooth scrolling would fight the frame-by-frame positions: off meanwhile.
    const restore = () => {
      element.style.scrollSnapType = "";
      element.style.scrollBehavior = "";
    };
    element.style.scrollSnapType = "none";
    element.style.scrollBehavior = "auto";
    const stop = springScrollLeft(element, to, restore);
    return () => {
      stop();
      restore();
    };
  }, [tab, pagerRef]);

  return null;
}
