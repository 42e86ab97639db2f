import { Trans, useLingui } from "@lingui/react/macro";
import styles from "./Footer.module.css";

export interface FooterProps {
  onLogout: () => void;
  logoutPending?: boolean;
  /** The hidden dot: opens the approval site (through the handover). */
  onOpenApproval: () => void;
}

/**
 * Footer of Main (spec 2): the logout link, the copyright line (year 2022) and the hidden dot that
 * opens the approval site. The dot is visually subtle but a real button: keyboard reachable, with
 * an accessible name and a visible focus ring.
 */
export function Footer({ onLogout, logoutPending = false, onOpenApproval }: FooterProps) {
  const { t } = useLingui();
  return (
    <footer className={styles.footer}>
      <button type="button" className={styles.logout} onClick={onLogout} disabled={logoutPending}>
        <Trans>로그아웃</Trans>
      </button>
      <p className={styles.copyright}>
        <Trans>© 2022 Group Portal. All rights reserved.</Trans>
        <button
          type="button"
          className={styles.dot}
          aria-label={t`결재 사이트 열기`}
          onClick={onOpenApproval}
        >
          <span aria-hidden="true">·</span>
        </button>
      </p>
    </footer>
  );
}
