import { createFileRoute } from "@tanstack/react-router";
import { NoticeEditPage } from "../../../../features/admin";
import { adminIdParam } from "../../../../features/admin";

export const Route = createFileRoute("/_authenticated/admin/notices/$id")({
  component: EditNotice,
});

function EditNotice() {
  const { id } = Route.useParams();
  return <NoticeEditPage id={adminIdParam(id)} />;
}
