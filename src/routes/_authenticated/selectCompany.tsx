import { createFileRoute } from "@tanstack/react-router";
import { SelectCompanyPage } from "../../features/company/components/SelectCompanyPage";

export const Route = createFileRoute("/_authenticated/selectCompany")({
  component: SelectCompanyPage,
});
