import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useId } from "react";
import { LanguagePicker } from "../../../components/LanguagePicker/LanguagePicker";
import { AdminLink } from "../../admin";
import { OrganizationChartLink } from "../../organization";
import { isNativeApp } from "../../../platform/native/detect";
import styles from "./MyPage.module.css";

export interface SettingsCardProps {
  /** Show the company switch link (the user belongs to more than one company). */
  canSwitchCompany: boolean;
  /** The company of the token: the admin link shows when the caller has rights there. */
  companyId: number;
}

/** Language, password change (web only, spec 6), organisation chart and company switch. */
export function SettingsCard({ canSwitchCompany, companyId }: SettingsCardProps) {
  const { t } = useLingui();
  const headingId = useId();
  const inApp = isNativeApp();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {t`설정`}
      </h2>
      <LanguagePicker />
      <ul className={styles.links}>
        {inApp ? null : (
          <li>
            <Link to="/loginSuccess" search={{ changePassword: 1 }} className={styles.settingLink}>
              <Trans>비밀번호 변경</Trans>
            </Link>
          </li>
        )}
        <li>
          <OrganizationChartLink className={styles.settingLink} />
        </li>
        {canSwitchCompany ? (
          <li>
            <Link to="/selectCompany" className={styles.settingLink}>
              <Trans>회사 변경</Trans>
            </Link>
          </li>
        ) : null}
        <AdminLink companyId={companyId} className={styles.settingLink} />
      </ul>
    </section>
  );
}
