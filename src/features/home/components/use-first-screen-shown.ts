import { useEffect, useState } from "react";
import { firstScreenShown, isFirstScreenShown } from "../../../lib/first-screen";

/** False until the first screen is shown (lib/first-screen.ts), then true for good. */
export function useFirstScreenShown(): boolean {
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
  return shown;
}
