import { lazy } from "react";
import { loadWholeCatalog } from "../../../lib/i18n";
import { retryWhenOnline } from "../../../lib/when-online";

/**
 * The deferred chunk of Main (./deferred.ts) together with the catalog part its texts are in
 * (vite/catalog-split.ts), fetched in parallel; the promise is shared by every caller. Offline
 * before the service worker stored them, both wait for the network (lib/when-online.ts): the
 * parts then show late, in the user's language, instead of an error.
 */
export const loadDeferred = () =>
  Promise.all([
    retryWhenOnline(() => import("./deferred")),
    retryWhenOnline(loadWholeCatalog).catch((error: unknown) =>
      console.error("The rest of the catalog did not load", error),
    ),
  ]).then(([module]) => module);

export const WeatherRotator = lazy(() =>
  loadDeferred().then((module) => ({ default: module.WeatherRotator })),
);
export const HomeFooterActions = lazy(() =>
  loadDeferred().then((module) => ({ default: module.HomeFooterActions })),
);
export const HomePopups = lazy(() =>
  loadDeferred().then((module) => ({ default: module.HomePopups })),
);
export const OutboxStatus = lazy(() =>
  loadDeferred().then((module) => ({ default: module.OutboxStatus })),
);
export const TabBarTools = lazy(() =>
  loadDeferred().then((module) => ({ default: module.TabBarTools })),
);
export const ScheduleNewsWatch = lazy(() =>
  loadDeferred().then((module) => ({ default: module.ScheduleNewsWatch })),
);
export const CompanyName = lazy(() =>
  loadDeferred().then((module) => ({ default: module.CompanyName })),
);
export const OrganizationChartButton = lazy(() =>
  loadDeferred().then((module) => ({ default: module.OrganizationChartButton })),
);
