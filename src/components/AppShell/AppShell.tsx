import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import styles from "./AppShell.module.css";

/** The frame around every page: skip link and a centred, safe-area aware column. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        <Trans>본문으로 건너뛰기</Trans>
      </a>
      {children}
    </div>
  );
}
