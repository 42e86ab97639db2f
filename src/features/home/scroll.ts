import { useEffect, useState } from "react";

/** Spec 2/9: the tab bar becomes fixed once the window scroll passes 209 - 56 px. */
export const FIXED_TABS_THRESHOLD = 209 - 56;

/** True while `window.scrollY` is past `threshold` (passive listener, one update per frame). */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(
    () => typeof window !== "undefined" && window.scrollY > threshold,
  );
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setPast(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // Not read here: scrollY right after the first commit forces the whole page's style and
    // layout inside it (home's longest task). The next frame's read finds the layout done.
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return past;
}
