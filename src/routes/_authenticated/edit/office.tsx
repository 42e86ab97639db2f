import { createFileRoute } from "@tanstack/react-router";
import { menuOutboxList } from "../../../features/menu";
import { MenuEditPage } from "../../../features/menu/components/MenuEditPage";
import { OutboxStatus } from "../../../features/outbox";

export const Route = createFileRoute("/_authenticated/edit/office")({ component: EditOffice });

function EditOffice() {
  return <MenuEditPage type="OFFICE" status={<OutboxStatus list={menuOutboxList("OFFICE")} />} />;
}
