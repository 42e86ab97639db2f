import { mergeConfig } from "vite";
import appConfig from "../../../vite.config";

// "Build N+1" of the rolling-deploy test: the app's own config with one change that a real release
// often brings, restyled screens. Another CSS-module hash prefix renames every scoped class, so the
// CSS files, the components using them and every chunk importing those get new hashed names, as if
// the source had changed. (Without new CSS, a route's stylesheet keeps its name across builds.)
export default mergeConfig(appConfig, {
  css: { modules: { hashPrefix: "rolling-deploy-next" } },
});
