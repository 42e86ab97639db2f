import { Trans } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { adminAccessQuery, isAdmin } from "../api/access";

/**
 * My page's link to /admin as a list item, only for someone with admin rights in the company of
 * the token (asked once per company, cached for 5 minutes). Nothing while unknown or on failure.
 */
export function AdminLink({ companyId, className }: { companyId: number; className?: string }) {
  const access = useQuery({ ...adminAccessQuery(companyId), enabled: companyId > 0 });
  if (!isAdmin(access.data)) return null;
  return (
    <li>
      <Link to="/admin" className={className}>
        <Trans>관리</Trans>
      </Link>
    </li>
  );
}
