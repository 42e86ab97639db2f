import type { AnyRouter } from "@tanstack/react-router";

const HEADING = "main h1, h1";
const TRIES = 20; // x 50 ms: a lazily loaded screen may render its heading a little later

/**
 * After a navigation to another path, focus moves to the new page's heading (WCAG 2.4.3), so a
 * screen reader says where the user landed and Tab starts in the page instead of at <body>. Not
 * on the first page (the browser's own start is left alone), not for a change of the search
 * only (a filter or a search word), and never away from an open dialog.
 */
export function focusHeadingOnNavigation(router: AnyRouter): () => void {
  return router.subscribe("onResolved", (event) => {
    if (!event.fromLocation || !event.pathChanged) return;
    let tries = 0;
    const focus = () => {
      if (document.querySelector('[aria-modal="true"]')) return;
      const heading = document.querySelector<HTMLElement>(HEADING);
      if (!heading) {
        if (++tries < TRIES) setTimeout(focus, 50);
        return;
      }
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    };
    requestAnimationFrame(focus);
  });
}
