import { createFileRoute } from "@tanstack/react-router";
import { HomePage } from "../../features/home/components/HomePage";
import { validateHomeSearch } from "../../features/home/search";
import { DEFAULT_MENU_TAB, type MenuTab } from "../../lib/menu-tab";

export const Route = createFileRoute("/_authenticated/")({
  validateSearch: validateHomeSearch,
  component: Home,
});

function Home() {
  const { menuId } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onTabChange = (tab: MenuTab) => void navigate({ search: { menuId: tab }, replace: true });
  return <HomePage tab={menuId ?? DEFAULT_MENU_TAB} onTabChange={onTabChange} />;
}
