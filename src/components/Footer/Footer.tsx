import { Trans, useLingui } from "@lingui/react/macro";
import styles from "./Footer.module.css";

export interface FooterActions {
  onLogout: () => void;
  logoutPending?: boolean;
  /** The hidden dot: opens the approval site (through the handover). */
  onOpenApproval: () => void;
}

export interface FooterProps {
  /** Absent while the footer's actions load (Main's first paint): the controls keep their place
   * unseen, and only the copyright line shows. */
  actions?: FooterActions;
}

/**
 * Footer of Main (spec 2): the logout link, the copyright line (year 2022) and the hidden dot that
 * opens the approval site. The dot is visually subtle but a real button: keyboard reachable, with
 * an accessible name and a visible focus ring. Main paints it without its actions first: as the
 * largest text on the first screen, painting it late made it the page's largest contentful paint.
 */
export function Footer({ actions }: FooterProps) {
  const { t } = useLingui();
  return (
    // Waiting, its controls are `visibility: hidden`: they keep their boxes (no layout shift) and
    // stay out of focus and speech.
    <footer className={actions ? styles.footer : `${styles.footer} ${styles.waiting}`}>
      <button
        type="button"
        className={styles.logout}
        onClick={actions?.onLogout}
        disabled={actions?.logoutPending}
      >
        <Trans>로그아웃</Trans>
      </button>
      <p className={styles.copyright}>
        <Trans>© 2022 Group Portal. All rights reserved.</Trans>
        <button
          type="button"
          className={styles.dot}
          aria-label={t`결재 사이트 열기`}
          onClick={actions?.onOpenApproval}
        >
          <span aria-hidden="true">·</span>
        </button>
      </p>
    </footer>
  );
}
