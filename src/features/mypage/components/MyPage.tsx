import { useLingui } from "@lingui/react/macro";
import { PageLayout } from "../../../components/PageLayout/PageLayout";

/** /user: user info, approval counts, notice list, password-change link. */
export function MyPage() {
  const { t } = useLingui();
  return <PageLayout title={t`마이페이지`} back />;
}
