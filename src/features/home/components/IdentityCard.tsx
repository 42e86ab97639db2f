import { useLingui } from "@lingui/react/macro";
import type { User } from "../../../platform/user/query";
import { identityLines } from "../../../platform/user/identity";
import styles from "./Home.module.css";

export interface IdentityCardProps {
  user: User | undefined;
  loading: boolean;
}

/** Name, accountId, department, position and duty ('-' shows as empty); fixed height. */
export function IdentityCard({ user, loading }: IdentityCardProps) {
  const { t } = useLingui();
  if (loading || !user) {
    return (
      <div className={styles.identity} aria-hidden="true">
        <span className={`${styles.skeleton} ${styles.skeletonName}`} />
        <span className={`${styles.skeleton} ${styles.skeletonLine}`} />
        <span className={`${styles.skeleton} ${styles.skeletonLine}`} />
      </div>
    );
  }
  const lines = identityLines(user);
  return (
    <section className={styles.identity} aria-label={t`내 정보`}>
      <p className={styles.identityName}>
        <strong>{lines.name}</strong> <span className={styles.muted}>{lines.accountId}</span>
      </p>
      <p className={styles.identityLine}>{lines.department}</p>
      <p className={styles.identityLine}>{lines.role}</p>
    </section>
  );
}
