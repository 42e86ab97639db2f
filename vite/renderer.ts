import { fileURLToPath } from "node:url";
import type { Alias } from "vite";

/**
 * The app is written against React's API and rendered by Preact's compatible layer
 * (docs/decisions/0018-preact-renders-the-app.md): React DOM alone was 63 KB of the home route's
 * 122 KB, and the renderer is the one part of the stack that home cannot defer. Every import of
 * React, ours and the libraries' alike, resolves here, so there is one renderer in the page.
 */
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const rendererAliases: Alias[] = [
  { find: /^react$/, replacement: here("../src/lib/renderer/react.js") },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom\/test-utils$/, replacement: "preact/test-utils" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
  {
    find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
    replacement: here("../src/lib/renderer/use-sync-external-store-with-selector.ts"),
  },
];
