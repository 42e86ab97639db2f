import { useEffect, useState, type ReactNode } from "react";
import { firstScreenShown, isFirstScreenShown } from "../../../lib/first-screen";

/**
 * A pager panel's list: the selected one at once, the others once the first screen is painted.
 * The first commit then builds one list instead of three, the two that are off-screen anyway:
 * that commit was home's longest task. A panel once shown stays rendered, so a swipe back finds
 * its list as it was.
 */
export function PanelContent({ selected, children }: { selected: boolean; children: ReactNode }) {
  const [ready, setReady] = useState(() => selected || isFirstScreenShown());
  if (selected && !ready) setReady(true); // chosen before the first screen was shown
  useEffect(() => {
    if (ready) return;
    let live = true;
    void firstScreenShown().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [ready]);
  return ready || selected ? children : null;
}
