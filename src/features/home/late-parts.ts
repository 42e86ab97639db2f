import { loadWholeCatalog } from "../../lib/i18n";

/**
 * Resolves once Main's parts that follow its first paint are loaded: the deferred chunk and the
 * catalog part its texts are in (components/load-deferred.ts loads both once the first screen is
 * shown; the module map and the catalog share these loads with it). For what should not compete
 * with them, the service worker's first install (src/after-first-paint.ts). Not imported by Main
 * itself, so that it adds nothing to the home route's initial JS.
 */
export const homeLatePartsIn = () =>
  Promise.all([import("./components/deferred"), loadWholeCatalog()]);
