import { createFileRoute } from "@tanstack/react-router";
import { menuOutboxList } from "../../../features/menu";
import { MenuEditPage } from "../../../features/menu/components/MenuEditPage";
import { OutboxStatus } from "../../../features/outbox";

export const Route = createFileRoute("/_authenticated/edit/work")({ component: EditWork });

function EditWork() {
  return <MenuEditPage type="WORK" status={<OutboxStatus list={menuOutboxList("WORK")} />} />;
}
