/**
 * After a company switch the stored tokens name a new session of the same account: a browser
 * that is subscribed registers again for it (the server ended the previous session's
 * subscription). Another account signing in on this browser is not subscribed on its behalf.
 * Small on purpose: the push code loads only when there is something to do.
 */
import { tokenStore, type Tokens } from "../../lib/token-store";
import { identityFromToken, type Identity } from "../../platform/session/identity";

export function watchPushSession(): () => void {
  let last: Identity | undefined;
  const update = (tokens: Tokens) => {
    const identity = identityFromToken(tokens.access);
    const switched =
      last !== undefined &&
      identity !== undefined &&
      identity.accountId === last.accountId &&
      identity.companyId !== last.companyId;
    if (identity) last = identity;
    if (!switched || typeof Notification === "undefined" || Notification.permission !== "granted")
      return;
    import("./browser-push")
      .then((push) => push.resubscribe())
      .catch((error: unknown) => console.warn("Push subscription not renewed", error));
  };
  const stop = tokenStore.onChange(update);
  void tokenStore.getAll().then((tokens) => {
    if (last === undefined) last = identityFromToken(tokens.access);
  });
  return stop;
}
