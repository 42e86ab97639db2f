import "./styles/global.css";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { activateLocaleFromCookie } from "./lib/i18n";
import { registerServiceWorker } from "./lib/register-sw";
import { AppProviders } from "./providers";
import { createAppRouter } from "./router";

const router = createAppRouter();

// Only the active locale's catalog is fetched; render once it is in (it is small and precached).
await activateLocaleFromCookie().catch((error: unknown) =>
  console.error("No catalog loaded", error),
);

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

void registerServiceWorker();
