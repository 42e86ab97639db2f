import { lingui } from "@lingui/vite-plugin";
import babel, { defineRolldownBabelPreset } from "@rolldown/plugin-babel";
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
    presets: [
      defineRolldownBabelPreset({
        preset: { plugins: ["@lingui/babel-plugin-lingui-macro"] },
        // Babel parses and prints a file even when no plugin changes it: only the files that
        // import a macro go through it (a fraction of src/).
        rolldown: { filter: { code: /@lingui\/(?:core|react)\/macro/ } },
      }),
    ],
  }),
  // React's Fast Refresh patches React's own renderer, which the page does not load (Preact renders
  // it: vite/renderer.ts). Without it, an edit in the dev server reloads the page instead.
  react({ refreshExclude: /./ }),
  lingui(),
  catalogSplit(),
];
