import { createFileRoute } from "@tanstack/react-router";
import { HomePage } from "../../features/home/components/HomePage";
import { loadFirstList } from "../../features/home/first-list";
import { validateHomeSearch } from "../../features/home/search";
import { DEFAULT_MENU_TAB, type MenuTab } from "../../lib/menu-tab";

export const Route = createFileRoute("/_authenticated/")({
  validateSearch: validateHomeSearch,
  // Not split: every cold start of Main needs it, and as a chunk of its own it cost two requests
  // (Rolldown answers the lazy import with a re-export chunk) after /api/user. docs/performance.md
  codeSplitGroupings: [],
  loaderDeps: ({ search }) => ({ tab: search.menuId ?? DEFAULT_MENU_TAB }),
  loader: ({ context, deps }) => loadFirstList(context.queryClient, deps.tab),
  component: Home,
});

function Home() {
  const { menuId } = Route.useSearch();
  const navigate = Route.useNavigate();
  // A tab change is not a page change: keep the window scroll (HomeTabs aligns the new list).
  const onTabChange = (tab: MenuTab) =>
    void navigate({ search: { menuId: tab }, replace: true, resetScroll: false });
  return <HomePage tab={menuId ?? DEFAULT_MENU_TAB} onTabChange={onTabChange} />;
}
