import { RouterProvider, createMemoryHistory } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import { installAuthFailureHandler } from "../../../src/lib/auth-session";
import { activateLocale } from "../../../src/lib/i18n";
import { createQueryClient } from "../../../src/lib/query-client";
import type { Locale } from "../../../src/lib/locale";
import { AppProviders } from "../../../src/providers";
import { createAppRouter } from "../../../src/router";

/**
 * Test helper: renders the whole app at `path` with a memory history and the given locale, wired
 * like main.tsx (the API client's auth-failure handler is installed).
 */
export async function renderApp(path: string, { locale = "ko" }: { locale?: Locale } = {}) {
  installAuthFailureHandler();
  await activateLocale(locale);
  const queryClient = createQueryClient({ retry: false });
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ history, queryClient });
  const view = render(
    <AppProviders queryClient={queryClient} persist={false}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, history, queryClient, ...view };
}
