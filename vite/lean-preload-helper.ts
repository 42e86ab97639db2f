/**
 * Vite wraps every dynamic import in its preload helper (`__vitePreload`), which first adds the
 * imported chunk's dependencies as <link rel=modulepreload> and its CSS as stylesheets. This build
 * has none to add: `build.modulePreload: false` and one stylesheet for every screen
 * (`cssCodeSplit: false`), so every call passes an empty list. What is left of the helper's job is
 * reporting a failed import as the window event `vite:preloadError`, which src/lib/chunk-reload.ts
 * answers with a reload during a deploy. This helper does only that, and keeps about 0.5 KB gzip
 * of preload code out of the entry chunk (the home route's budget).
 */
import type { Plugin } from "vite";

const PRELOAD_HELPER_ID = "\0vite/preload-helper.js";

export const LEAN_PRELOAD_HELPER = `export const __vitePreload = (load) =>
  load().catch((error) => {
    const event = new Event("vite:preloadError", { cancelable: true });
    event.payload = error;
    window.dispatchEvent(event);
    if (!event.defaultPrevented) throw error;
  });
`;

export function leanPreloadHelper(): Plugin {
  return {
    name: "lean-preload-helper",
    enforce: "pre",
    // The helper is only right while there is nothing to preload: a build that splits its CSS or
    // preloads modules again needs Vite's own.
    configResolved({ build }) {
      if (build.cssCodeSplit !== false || build.modulePreload !== false)
        throw new Error(
          "lean-preload-helper needs build.cssCodeSplit and build.modulePreload set to false",
        );
    },
    load: {
      filter: { id: new RegExp(`^${PRELOAD_HELPER_ID.replace("/", "\\/")}$`) },
      handler: () => LEAN_PRELOAD_HELPER,
    },
  };
}
