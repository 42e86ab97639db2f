import { useLingui } from "@lingui/react/macro";
import { PageLayout } from "../../../components/PageLayout/PageLayout";

/** /selectCompany: pick the company to work in (multi-company users). */
export function SelectCompanyPage() {
  const { t } = useLingui();
  return <PageLayout title={t`회사 선택`} back />;
}
