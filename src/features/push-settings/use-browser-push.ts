import { useCallback, useEffect, useState } from "react";
import {
  currentSubscription,
  pushSupport,
  resubscribe,
  subscribe,
  unsubscribe,
} from "./browser-push";

export type BrowserPushState = "loading" | "on" | "off" | "denied" | "busy";

/**
 * This browser's subscription, for the switch on My page. Mounting registers an existing
 * subscription again for the current session (after a company switch); it never asks permission.
 */
export function useBrowserPush() {
  const support = pushSupport();
  const [state, setState] = useState<BrowserPushState>("loading");
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    if (support !== "supported") return;
    const denied = Notification.permission === "denied";
    currentSubscription()
      .then((subscription) => {
        if (live) setState(denied ? "denied" : subscription ? "on" : "off");
        if (subscription) return resubscribe();
      })
      .catch((error: unknown) => {
        console.warn("Push state unknown", error);
        if (live) setState("off");
      });
    return () => {
      live = false;
    };
  }, [support]);

  const toggle = useCallback(async (on: boolean) => {
    setState("busy");
    setFailed(false);
    try {
      if (on) setState((await subscribe()) === "denied" ? "denied" : "on");
      else {
        await unsubscribe();
        setState("off");
      }
    } catch (error) {
      console.warn("Push switch failed", error);
      setFailed(true);
      setState(on ? "off" : "on");
    }
  }, []);

  return { support, state, failed, toggle };
}
