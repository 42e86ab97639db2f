import { useLingui } from "@lingui/react/macro";
import { PageLayout } from "../../../components/PageLayout/PageLayout";

/** /appTest: exercises the native shell bridge (docs/native-bridge.md). */
export function AppTestPage() {
  const { t } = useLingui();
  return <PageLayout title={t`앱 테스트`} back />;
}
