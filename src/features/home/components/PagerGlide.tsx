import { animate, MotionConfig, useReducedMotionConfig } from "framer-motion";
import { useLayoutEffect, useRef, type RefObject } from "react";
import type { MenuTab } from "../../../lib/menu-tab";

export interface PagerGlideProps {
  pagerRef: RefObject<HTMLDivElement | null>;
  tab: MenuTab;
}

/**
 * Set on the pager while the glide is loaded: HomeTabs leaves a tab change's scroll to it. HomeTabs
 * spells it out rather than import it (that would pull framer-motion into the first chunk).
 */
const GLIDE_ATTRIBUTE = "data-glide";

const SPRING = { type: "spring", stiffness: 320, damping: 36, restDelta: 0.5 } as const;

function Glide({ pagerRef, tab }: PagerGlideProps) {
  const reduced = useReducedMotionConfig();
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
    if (reduced || Math.abs(element.scrollLeft - to) < 1) {
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
    const controls = animate(element.scrollLeft, to, {
      ...SPRING,
      onUpdate: (left) => {
        element.scrollLeft = left;
      },
      onComplete: restore,
    });
    return () => {
      controls.stop();
      restore();
    };
  }, [tab, pagerRef, reduced]);

  return null;
}

/**
 * Main's tab pager glides to the selected list with a framer-motion spring, and jumps there for
 * users who ask for reduced motion (MotionConfig reducedMotion="user"). Loaded after the deferred
 * chunk, in framer-motion's own chunk; until then HomeTabs scrolls the pager itself (CSS smooth).
 */
export default function PagerGlide(props: PagerGlideProps) {
  return (
    <MotionConfig reducedMotion="user">
      <Glide {...props} />
    </MotionConfig>
  );
}
