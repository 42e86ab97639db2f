import { Suspense, type ReactNode } from "react";
import { useFirstScreenShown } from "./use-first-screen-shown";

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
  const shown = useFirstScreenShown();
  return shown ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
