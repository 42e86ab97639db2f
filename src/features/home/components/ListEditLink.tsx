import { useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { MenuTab } from "../../../lib/menu-tab";
import { HOME_TABS } from "../tabs";
import styles from "./Home.module.css";

const EDIT_PATHS = ["/edit/work", "/edit/office", "/edit/favorite"] as const;

/**
 * The edit entry of the list shown, always visible at the tab bar's end (issue 15: Work and Office
 * had no way to their editors, and Favorite's only showed after a scroll home may not allow).
 */
export function ListEditLink({ tab }: { tab: MenuTab }) {
  const { t, i18n } = useLingui();
  const list = i18n._(HOME_TABS[tab]!.label);
  return (
    <Link to={EDIT_PATHS[tab]} className={styles.listEdit} aria-label={t`${list} 편집`}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </Link>
  );
}
