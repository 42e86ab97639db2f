import { useLingui } from "@lingui/react/macro";
import { PageLayout } from "../../../components/PageLayout/PageLayout";

/** /OrganizationView: company tree, member search and member detail. */
export function OrganizationPage() {
  const { t } = useLingui();
  return <PageLayout title={t`조직도`} back />;
}
