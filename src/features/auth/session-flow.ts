import { tokenStore } from "../../lib/token-store";
import { storeTokenPair } from "../../platform/session/token-session";
import { exchangeLoginCode } from "./api";
import { takeHandoff, type Handoff } from "./handoff";

let inFlight: Promise<Handoff["kind"]> | undefined;

async function apply(handoff: Handoff): Promise<Handoff["kind"]> {
  switch (handoff.kind) {
    case "code":
      await exchangeLoginCode(handoff.code);
      break;
    case "tokens":
      await storeTokenPair(handoff);
      break;
    case "temporary":
      // A new login is under way: the temporary token replaces any older session.
      await tokenStore.set({ temporary: handoff.temporaryToken, access: null, refresh: null });
      break;
  }
  return handoff.kind;
}

/**
 * Completes the pending address-bar handoff (exchange the code, or store the tokens), once: a
 * second caller while it runs waits for the same promise (the one-time code is never sent twice).
 * Resolves with what was handled, or undefined when nothing was pending.
 */
export function settleHandoff(): Promise<Handoff["kind"] | undefined> {
  const handoff = takeHandoff();
  if (handoff) {
    const promise = apply(handoff).finally(() => {
      if (inFlight === promise) inFlight = undefined;
    });
    inFlight = promise;
  }
  return inFlight ?? Promise.resolve(undefined);
}
