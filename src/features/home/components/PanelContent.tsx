import { useEffect, useState, type ReactNode } from "react";
import { whenIdle } from "../../../lib/when-idle";
import { useFirstScreenShown } from "./use-first-screen-shown";

/**
 * A pager panel's list: the selected one at once, each of the others in an idle task of its own
 * once the first screen is painted. The first commit then builds one list instead of three, the
 * two that are off-screen anyway (that commit was home's longest task), and the two come one after
 * the other rather than in one long task. A panel once shown stays rendered, so a swipe back finds
 * its list as it was.
 */
export function PanelContent({ selected, children }: { selected: boolean; children: ReactNode }) {
  const firstScreenShown = useFirstScreenShown();
  const [shown, setShown] = useState(selected);
  if (selected && !shown) setShown(true); // chosen before its idle task came
  useEffect(() => {
    if (firstScreenShown && !shown) return whenIdle(() => setShown(true));
  }, [firstScreenShown, shown]);
  return shown ? children : null;
}
