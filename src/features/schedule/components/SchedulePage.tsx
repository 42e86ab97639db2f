import { useLingui } from "@lingui/react/macro";
import { PageLayout } from "../../../components/PageLayout/PageLayout";

/** /schedule: this month's events and holidays with a month selector. */
export function SchedulePage() {
  const { t } = useLingui();
  return <PageLayout title={t`일정`} back />;
}
