import { useLingui } from "@lingui/react/macro";
import { PageLayout } from "../../../components/PageLayout/PageLayout";

/** /loginSuccess: exchanges the one-time code (or app tokens) from the query for tokens. */
export function LoginSuccessPage() {
  const { t } = useLingui();
  return <PageLayout title={t`로그인 완료`} />;
}
