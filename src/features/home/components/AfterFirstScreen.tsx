import { Suspense, useEffect, useState, type ReactNode } from "react";
import { firstScreenShown, isFirstScreenShown } from "../../../lib/first-screen";

/**
 * Renders `children` (lazily loaded parts of Main) only once the first screen is painted, and the
 * fallback, a box of the same size, until then and while their chunk loads. Mounted with the
 * first render, a lazy part would start its chunk, its styles and the rest of the catalog before
 * the lists are painted, each a request the first paint waits behind on a slow network.
 */
export function AfterFirstScreen({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const [shown, setShown] = useState(isFirstScreenShown);
  useEffect(() => {
    if (shown) return;
    let live = true;
    void firstScreenShown().then(() => {
      if (live) setShown(true);
    });
    return () => {
      live = false;
    };
  }, [shown]);
  return shown ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
