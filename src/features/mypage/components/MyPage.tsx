import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Suspense, useId } from "react";
import { AlertDialog } from "../../../components/AlertDialog/AlertDialog";
import { PageLayout } from "../../../components/PageLayout/PageLayout";
import { NoticeList, noticeListQuery } from "../../notices";
import { PushSettingsSection } from "../../push-settings";
import { approvalQuery, hasVacationData, pointQuery, vacationQuery, workTimeQuery } from "../api";
import { failureOf, useFailureQueue, useFailureTexts } from "../failures";
import { hasSeveralCompanies, useMyPageUser } from "../user";
import { ApprovalCard, PointCard, VacationCard, WorkTimeCard } from "./FigureCards";
import { figuresState } from "./Figures";
import styles from "./MyPage.module.css";
import { ProfileCard } from "./ProfileCard";
import { SettingsCard } from "./SettingsCard";

/**
 * /user: user info, approval counts, vacation (company 1 only), points, work time, the latest
 * notices and settings (language, password change outside the app, company switch).
 */
export function MyPage() {
  const { t } = useLingui();
  const profileId = useId();
  const noticesId = useId();
  const user = useMyPageUser();
  const companyId = Number(user.data?.companyId) || 0;
  const showVacation = hasVacationData(companyId);

  const approval = useQuery(approvalQuery());
  const vacation = useQuery(vacationQuery(companyId));
  const point = useQuery(pointQuery());
  const workTime = useQuery(workTimeQuery());
  const notices = useQuery(noticeListQuery());

  const texts = useFailureTexts();
  const alert = useFailureQueue([
    failureOf("approval", approval, texts.approval),
    showVacation ? failureOf("vacation", vacation, texts.vacation) : undefined,
    failureOf("notices", notices, texts.notices),
  ]);

  return (
    <PageLayout title={t`마이페이지`} back>
      <div className={styles.page}>
        <ProfileCard user={user.data} state={figuresState(user)} headingId={profileId} />
        <ApprovalCard query={approval} />
        {showVacation ? <VacationCard query={vacation} /> : null}
        <PointCard query={point} />
        <WorkTimeCard query={workTime} />
        <section
          className={styles.card}
          aria-labelledby={noticesId}
          aria-busy={notices.isPending || undefined}
        >
          <div className={styles.cardHeading}>
            <h2 id={noticesId} className={styles.cardTitle}>
              {t`공지사항`}
            </h2>
            <Link to="/notices" className={styles.allLink} aria-label={t`공지사항 전체 보기`}>
              {t`전체 보기`}
            </Link>
          </div>
          {notices.isError ? null : (
            <NoticeList items={notices.data?.items} loading={notices.isPending} />
          )}
        </section>
        <SettingsCard canSwitchCompany={hasSeveralCompanies(user.data)} companyId={companyId} />
        <Suspense fallback={null}>
          <PushSettingsSection approvalsWaiting={approval.data?.apprBeforeCount} />
        </Suspense>
      </div>
      {alert.current ? (
        <AlertDialog
          title={t`알림`}
          message={alert.current.message}
          confirmLabel={t`확인`}
          onClose={alert.dismiss}
        />
      ) : null}
    </PageLayout>
  );
}
