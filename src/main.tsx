import "./styles/global.css";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { isNativeApp } from "./platform/native/detect";
import { installNativeBridge } from "./platform/native/install";
import { installAuthFailureHandler } from "./lib/auth-session";
import { installChunkReload } from "./lib/chunk-reload";
import { startFirstRouteChunks } from "./lib/first-route-chunks";
import { firstScreenShown, watchFirstScreen } from "./lib/first-screen";
import { activateLocaleFromCookie } from "./lib/i18n";
import { queryClient } from "./lib/query-client";
import { readIdentity } from "./platform/session";
import { AppProviders } from "./providers";
import { createAppRouter } from "./router";

// First: any later dynamic import may meet a node that already serves the next build.
installChunkReload();

// Secrets in the address bar (/loginSuccess?code=, /login?temporaryToken=...) leave it and the
// history entry before anything else reads the URL (docs/decisions/0004-no-tokens-in-urls.md).
if (/^\/login(success)?$/i.test(window.location.pathname)) {
  (await import("./features/auth/handoff")).captureAddressBarHandoff();
}
// Token rules of the error catalogue: refresh single-flight, "auth lost" on 401.
installAuthFailureHandler();

const router = createAppRouter();
watchFirstScreen(router);
startFirstRouteChunks(router);

// Inside the native shell: the window callbacks it calls, and links opened through it (before any
// await, so the callbacks exist by the time the shell sees the page loaded).
if (isNativeApp()) {
  installNativeBridge({
    navigate: (to) => void router.navigate({ to, replace: true }),
    // The login code stays out of the start-up bundle: it loads when the shell logs out.
    logout: () => import("./features/auth/logout").then((auth) => auth.logout(queryClient)),
  });
}

// Only the active locale's catalog is fetched; render once it is in (it is small and precached).
// The stored session scopes the persisted query cache (accountId + companyId in the buster).
const [, identity] = await Promise.all([
  activateLocaleFromCookie().catch((error: unknown) => console.error("No catalog loaded", error)),
  readIdentity(),
]);

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");

createRoot(container).render(
  <StrictMode>
    <AppProviders identity={identity}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

void firstScreenShown()
  .then(() => import("./after-first-paint"))
  .then(({ startAfterFirstPaint }) => startAfterFirstPaint(queryClient, router));
