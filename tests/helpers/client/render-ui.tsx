import { I18nProvider } from "@lingui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from "@tanstack/react-router";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { activateLocale, i18n, loadWholeCatalog } from "../../../src/lib/i18n";
import type { Locale } from "../../../src/lib/locale";

export interface RenderUiOptions {
  locale?: Locale;
  /** Wrap in a memory router (needed by <Link>); its only route renders `ui` at "/". */
  router?: boolean;
  queryClient?: QueryClient;
}

/** Test helper: renders UI with i18n, a query client and (optionally) a router. */
export async function renderUi(ui: ReactNode, options: RenderUiOptions = {}) {
  const { locale = "en", router = false } = options;
  await activateLocale(locale);
  await loadWholeCatalog(); // a component on its own may use either part of the catalog
  const queryClient =
    options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (node: ReactNode) => (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {router ? (
          <RouterProvider
            router={
              createRouter({
                routeTree: createRootRoute({ component: () => node }),
                history: createMemoryHistory({ initialEntries: ["/"] }),
              }) as never
            }
          />
        ) : (
          node
        )}
      </QueryClientProvider>
    </I18nProvider>
  );
  const view = render(wrap(ui));
  /** Re-renders with new UI inside the same providers (not for `router: true`). */
  const rerender = (next: ReactNode) => view.rerender(wrap(next));
  return { ...view, rerender, queryClient };
}
