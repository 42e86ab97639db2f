import { lingui } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import react from "@vitejs/plugin-react";
import type { PluginOption } from "vite";
import { catalogSplit } from "./catalog-split.ts";

/**
 * How the app's sources are compiled, for the build and for the client tests alike: Lingui's
 * macros need Babel, which plugin-react 6 no longer runs, so Babel is a pass of its own before the
 * React transform; then the catalogs, split in the shell and later parts.
 */
export const sourcePlugins = (): PluginOption[] => [
  babel({
    include: /\/src\/.*\.[jt]sx?$/,
    plugins: ["@lingui/babel-plugin-lingui-macro"],
  }),
  // React's Fast Refresh patches React's own renderer, which the page does not load (Preact renders
  // it: vite/renderer.ts). Without it, an edit in the dev server reloads the page instead.
  react({ refreshExclude: /./ }),
  lingui(),
  catalogSplit(),
];
