import { useQuery } from "@tanstack/react-query";
import { userQuery } from "../../../platform/user/query";
import { useAdminAccess } from "./AdminAccessContext";

/** The companies the admin screens can name: the token's company first, then the user's others. */
export function useUserCompanies(): { id: number; name: string }[] {
  const user = useQuery(userQuery());
  const access = useAdminAccess();
  const list = user.data?.companyList ?? [];
  const own = list.find((company) => Number(company.companyId) === access.companyId);
  return [
    { id: access.companyId, name: own?.companyName ?? String(access.companyId) },
    ...list
      .filter((company) => Number(company.companyId) !== access.companyId)
      .map((company) => ({ id: Number(company.companyId), name: company.companyName })),
  ];
}
