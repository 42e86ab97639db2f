import { useLingui } from "@lingui/react/macro";
import { PageLayout } from "../../../components/PageLayout/PageLayout";

/** /login: ID/password and SSO login (identity issue). */
export function LoginPage() {
  const { t } = useLingui();
  return <PageLayout title={t`로그인`} />;
}
