import { createFileRoute } from "@tanstack/react-router";
import { menuOutboxList } from "../../../features/menu";
import { menuQuery } from "../../../features/menu/api";
import { MenuEditPage } from "../../../features/menu/components/MenuEditPage";
import { OutboxStatus } from "../../../features/outbox";
import { ensureFirstData } from "../../../lib/first-data";

export const Route = createFileRoute("/_authenticated/edit/office")({
  loader: ({ context }) => ensureFirstData(context.queryClient, menuQuery("OFFICE")),
  component: EditOffice,
});

function EditOffice() {
  return <MenuEditPage type="OFFICE" status={<OutboxStatus list={menuOutboxList("OFFICE")} />} />;
}
