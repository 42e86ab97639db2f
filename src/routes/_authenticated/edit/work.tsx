import { createFileRoute } from "@tanstack/react-router";
import { MenuEditPage } from "../../../features/menu/components/MenuEditPage";

export const Route = createFileRoute("/_authenticated/edit/work")({ component: EditWork });

function EditWork() {
  return <MenuEditPage type="WORK" />;
}
