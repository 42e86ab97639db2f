import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { VisuallyHidden } from "../../../components/VisuallyHidden/VisuallyHidden";
import { companyNameOf, departmentOf, positionAndDuty, type MyPageUser } from "../user";
import { Unavailable } from "./Figures";
import styles from "./MyPage.module.css";

export interface ProfileCardProps {
  user: MyPageUser | undefined;
  state: "loading" | "ready" | "unavailable";
  headingId: string;
}

/** Name, company, department, position/duty and account ID. */
export function ProfileCard({ user, state, headingId }: ProfileCardProps) {
  const { t } = useLingui();
  const value = (text: string | undefined): ReactNode => {
    if (state === "loading") return <span className={styles.skeletonText} aria-hidden="true" />;
    return text || <Unavailable />;
  };
  return (
    <section
      className={`${styles.card} ${styles.profile}`}
      aria-labelledby={headingId}
      aria-busy={state === "loading" || undefined}
    >
      <h2 id={headingId} className={styles.name}>
        {state === "loading" ? (
          <>
            <span className={styles.skeletonName} aria-hidden="true" />
            <VisuallyHidden>
              <Trans>내 정보를 불러오는 중입니다…</Trans>
            </VisuallyHidden>
          </>
        ) : (
          user?.name || t`내 정보`
        )}
      </h2>
      <dl className={styles.profileList}>
        <div className={styles.profileRow}>
          <dt>
            <Trans>회사</Trans>
          </dt>
          <dd>{value(user && companyNameOf(user))}</dd>
        </div>
        <div className={styles.profileRow}>
          <dt>
            <Trans>부서</Trans>
          </dt>
          <dd>{value(user && departmentOf(user))}</dd>
        </div>
        <div className={styles.profileRow}>
          <dt>
            <Trans>직위/직책</Trans>
          </dt>
          <dd>{value(user && positionAndDuty(user))}</dd>
        </div>
        <div className={styles.profileRow}>
          <dt>
            <Trans>아이디</Trans>
          </dt>
          <dd>{value(user?.accountId)}</dd>
        </div>
      </dl>
    </section>
  );
}
