import { createFileRoute } from "@tanstack/react-router";
import { chartQuery } from "../../features/organization/api";
import { OrganizationPage } from "../../features/organization/components/OrganizationPage";
import { validateOrganizationSearch } from "../../features/organization/search-params";
import { ensureFirstData } from "../../lib/first-data";
import { userQuery } from "../../platform/user/query";

export const Route = createFileRoute("/_authenticated/OrganizationView")({
  validateSearch: validateOrganizationSearch,
  loaderDeps: ({ search }) => ({ companyId: search.companyId }),
  // The chart's tree goes out once the signed-in check has the user, beside the screen's code
  // instead of once that code has run: the screen shows nothing but its header without it. Not
  // awaited: the screen shows its loading bar meanwhile. Inside the group's app the check asks for
  // no user, and the screen asks for the tree itself.
  loader: ({ context, deps }) => {
    const companyId =
      deps.companyId ?? context.queryClient.getQueryData(userQuery().queryKey)?.companyId;
    if (companyId) void ensureFirstData(context.queryClient, chartQuery(companyId));
  },
  // The loader stays in the entry: split with the screen, it would wait for the screen's chunk.
  codeSplitGroupings: [["component"]],
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
