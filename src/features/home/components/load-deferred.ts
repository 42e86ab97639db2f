import { lazy } from "react";

/** The deferred chunk of Main (./deferred.ts); the promise is shared by every caller. */
export const loadDeferred = () => import("./deferred");

export const WeatherRotator = lazy(() =>
  loadDeferred().then((module) => ({ default: module.WeatherRotator })),
);
export const HomeFooter = lazy(() =>
  loadDeferred().then((module) => ({ default: module.HomeFooter })),
);
export const HomePopups = lazy(() =>
  loadDeferred().then((module) => ({ default: module.HomePopups })),
);
export const LinkList = lazy(() => loadDeferred().then((module) => ({ default: module.LinkList })));
