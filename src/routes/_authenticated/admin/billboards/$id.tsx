import { createFileRoute } from "@tanstack/react-router";
import { BillboardEditPage, adminIdParam } from "../../../../features/admin";

export const Route = createFileRoute("/_authenticated/admin/billboards/$id")({
  component: EditBillboard,
});

function EditBillboard() {
  const { id } = Route.useParams();
  return <BillboardEditPage id={adminIdParam(id)} />;
}
