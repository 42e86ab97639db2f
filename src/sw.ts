import { setupLifecycle } from "./sw/lifecycle";
import { registerManifestRoute } from "./sw/manifest-route";
import { registerNavigationFallback } from "./sw/navigation";
import { setupOutboxReplay } from "./sw/outbox-replay";
import { setupPrecache } from "./sw/precache";
import { setupPush } from "./sw/push";
import { registerApiRoutes } from "./sw/runtime-routes";
import { setupSessionCleanup } from "./sw/session";

declare let self: ServiceWorkerGlobalScope;

setupLifecycle(self);
setupSessionCleanup(self);
setupPush(self);
// `self.__WB_MANIFEST` is the injection point vite-plugin-pwa replaces with the precache list.
setupPrecache(self.__WB_MANIFEST);
registerNavigationFallback();
registerManifestRoute();
registerApiRoutes();
// Last: replaying at start may need the routes and caches above.
setupOutboxReplay(self);
