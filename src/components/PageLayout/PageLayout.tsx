import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useEffect, type ReactNode } from "react";
import type { MenuTab } from "../../lib/menu-tab";
import { VisuallyHidden } from "../VisuallyHidden/VisuallyHidden";
import styles from "./PageLayout.module.css";

export interface PageLayoutProps {
  /** Localized page title: the page's only <h1> and the document title. */
  title: string;
  /**
   * Show a back link: to Main, with the tab to return to when it is known, or to My page for the
   * screens opened from there.
   */
  back?: boolean | { menuId: MenuTab } | { to: "/user" | "/admin" };
  /**
   * Extra header controls. The Favorite edit page puts its Add button here (spec 2 Header: "an
   * Add link when the title is Favorite"): it opens the add popup on the page itself.
   */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * Header of every page but Main (back link, title, actions) and the page's <main> landmark. The
 * back link goes to Main with the tab when it is known (`back={{ menuId }}`), to My page with
 * `back={{ to: "/user" }}`, else to the root.
 */
export function PageLayout({ title, back, actions, children }: PageLayoutProps) {
  useEffect(() => {
    document.title = `${title} · Group Portal`;
  }, [title]);

  return (
    <>
      <header className={styles.header}>
        {back ? (
          <Link
            to={typeof back === "object" && "to" in back ? back.to : "/"}
            search={typeof back === "object" && "menuId" in back ? { menuId: back.menuId } : {}}
            className={styles.back}
          >
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M15 5l-7 7 7 7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
            <VisuallyHidden>
              <Trans>뒤로</Trans>
            </VisuallyHidden>
          </Link>
        ) : null}
        <h1 className={styles.title}>{title}</h1>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
