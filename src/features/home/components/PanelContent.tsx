import { useState, type ReactNode } from "react";
import { useFirstScreenShown } from "./use-first-screen-shown";

/**
 * A pager panel's list: the selected one at once, the others once the first screen is painted.
 * The first commit then builds one list instead of three, the two that are off-screen anyway:
 * that commit was home's longest task. A panel once shown stays rendered, so a swipe back finds
 * its list as it was.
 */
export function PanelContent({ selected, children }: { selected: boolean; children: ReactNode }) {
  const firstScreenShown = useFirstScreenShown();
  const [chosen, setChosen] = useState(selected);
  if (selected && !chosen) setChosen(true); // chosen before the first screen was shown
  return firstScreenShown || chosen ? children : null;
}
