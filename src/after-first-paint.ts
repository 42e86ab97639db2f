import type { QueryClient } from "@tanstack/react-query";
import type { AnyRouter } from "@tanstack/react-router";
import { startEndedFamilyReports } from "./features/auth/ended-families";
import { startOutboxSync } from "./platform/outbox/page-sync";
import { focusHeadingOnNavigation } from "./lib/focus-heading";
import { registerServiceWorker } from "./lib/register-sw";

/**
 * What starts once home is on screen, loaded as one chunk so none of it weighs on the home
 * route's initial JS: the service worker (its update prompt shares the module), the outbox sync
 * (edits saved offline go out on start, when the network returns and when the page shows again,
 * DESIGN section 6), the report of a logout made offline (its family id, at first contact),
 * focus on the heading of each page navigated to, and push: a subscribed browser registers again
 * after a company switch (its own small chunk).
 */
export function startAfterFirstPaint(queryClient: QueryClient, router: AnyRouter): void {
  focusHeadingOnNavigation(router);
  void registerServiceWorker();
  startOutboxSync(queryClient);
  startEndedFamilyReports();
  void import("./features/push-settings").then((push) => push.watchPushSession());
}
