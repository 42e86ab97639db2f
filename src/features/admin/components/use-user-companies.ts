import { useQuery } from "@tanstack/react-query";
import { userQuery } from "../../../platform/user/query";
import { useAdminAccess } from "./AdminAccessContext";

/**
 * The companies the admin screens can name, the token's company first: those the server says the
 * admin manages (a group admin: every company), else the user's own companies.
 */
export function useUserCompanies(): { id: number; name: string }[] {
  const user = useQuery(userQuery());
  const access = useAdminAccess();
  const managed = access.companies;
  if (managed && managed.length > 0) {
    const first = managed.filter((company) => company.id === access.companyId);
    return [...first, ...managed.filter((company) => company.id !== access.companyId)];
  }
  const list = user.data?.companyList ?? [];
  const own = list.find((company) => Number(company.companyId) === access.companyId);
  return [
    { id: access.companyId, name: own?.companyName ?? String(access.companyId) },
    ...list
      .filter((company) => Number(company.companyId) !== access.companyId)
      .map((company) => ({ id: Number(company.companyId), name: company.companyName })),
  ];
}
