import { useLingui } from "@lingui/react/macro";
import { PageLayout } from "../../../components/PageLayout/PageLayout";

/** /LogoutSuccess: landing page after logout (also the native shell's logout target). */
export function LogoutSuccessPage() {
  const { t } = useLingui();
  return <PageLayout title={t`로그아웃 완료`} />;
}
