import { createFileRoute } from "@tanstack/react-router";
import { menuOutboxList } from "../../../features/menu";
import { menuQuery } from "../../../features/menu/api";
import { MenuEditPage } from "../../../features/menu/components/MenuEditPage";
import { OutboxStatus } from "../../../features/outbox";
import { ensureFirstData } from "../../../lib/first-data";

export const Route = createFileRoute("/_authenticated/edit/work")({
  loader: ({ context }) => ensureFirstData(context.queryClient, menuQuery("WORK")),
  component: EditWork,
});

function EditWork() {
  return <MenuEditPage type="WORK" status={<OutboxStatus list={menuOutboxList("WORK")} />} />;
}
