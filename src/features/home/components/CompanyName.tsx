import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { User } from "../../../platform/user/query";
import styles from "./HeaderPlaces.module.css";

/** The current company's name from the user's company list (its code when it has no name). */
export function currentCompanyName(user: User): string {
  const current = user.companyList?.find((company) => company.companyId === user.companyId);
  return current?.companyName || current?.companyCode || user.companyCode || "";
}

/**
 * Main's header names the current company. A member of several companies gets it as a link to
 * the company switch (/selectCompany, as on my page), one tap from home; a member of one company
 * sees the name only. The full name stays in the text (screen readers), cut with an ellipsis.
 */
export function CompanyName({ user }: { user: User | undefined }) {
  const { t } = useLingui();
  if (!user) return null;
  const name = currentCompanyName(user);
  if ((user.companyList?.length ?? 0) < 2) {
    return <span className={styles.companyName}>{name}</span>;
  }
  return (
    <Link to="/selectCompany" className={styles.companySwitch} aria-label={t`${name}, 회사 변경`}>
      <span className={styles.companyName}>{name}</span>
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M7 10l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </Link>
  );
}
