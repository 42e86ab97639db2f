import type { QueryClient } from "@tanstack/react-query";
import type { AnyRouter } from "@tanstack/react-router";
import { startEndedFamilyReports } from "./features/auth/ended-families";
import { startOutboxSync } from "./platform/outbox/page-sync";
import { focusHeadingOnNavigation } from "./lib/focus-heading";
import { firstScreenComplete } from "./lib/first-screen-complete";
import { registerServiceWorker } from "./lib/register-sw";

/** What the first screen still loads after its paint: Main's deferred parts; other screens, none. */
const latePartsOf = (router: AnyRouter): Promise<unknown> =>
  router.state.location.pathname === "/"
    ? import("./features/home/late-parts").then((home) => home.homeLatePartsIn())
    : Promise.resolve();

/**
 * What starts once home is on screen, loaded as one chunk so none of it weighs on the home
 * route's initial JS: the service worker, once the screen's late parts and their data are in
 * (lib/first-screen-complete.ts: on a first visit it downloads the whole app, which must not
 * compete with them; its update prompt shares the module), the outbox sync (edits saved offline
 * go out on start, when the network returns and when the page shows again, DESIGN section 6), the
 * report of a logout made offline (its family id, at first contact), focus on the heading of each
 * page navigated to, and push: a subscribed browser registers again after a company switch (its
 * own small chunk).
 */
export function startAfterFirstPaint(queryClient: QueryClient, router: AnyRouter): void {
  focusHeadingOnNavigation(router);
  void firstScreenComplete(queryClient, latePartsOf(router)).then(registerServiceWorker);
  startOutboxSync(queryClient);
  startEndedFamilyReports();
  void import("./features/push-settings").then((push) => push.watchPushSession());
}
