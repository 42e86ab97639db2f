import { createFileRoute } from "@tanstack/react-router";
import { MenuEditPage } from "../../../features/menu/components/MenuEditPage";

export const Route = createFileRoute("/_authenticated/edit/office")({ component: EditOffice });

function EditOffice() {
  return <MenuEditPage type="OFFICE" />;
}
