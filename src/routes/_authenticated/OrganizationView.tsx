import { createFileRoute } from "@tanstack/react-router";
import { OrganizationPage } from "../../features/organization/components/OrganizationPage";
import { validateOrganizationSearch } from "../../features/organization/search-params";

export const Route = createFileRoute("/_authenticated/OrganizationView")({
  validateSearch: validateOrganizationSearch,
  component: OrganizationView,
});

function OrganizationView() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <OrganizationPage
      search={search}
      onChange={(next, replace) => void navigate({ search: next, replace: replace ?? false })}
    />
  );
}
