import { createFileRoute } from "@tanstack/react-router";
import { NoticeReadsPage, adminIdParam, noticeReadsQuery } from "../../../../features/admin";
import { ensureFirstData } from "../../../../lib/first-data";

export const Route = createFileRoute("/_authenticated/admin/notices/reads/$id")({
  loader: ({ context, params }) => {
    const id = adminIdParam(params.id);
    return id === "new" || id === 0
      ? undefined
      : ensureFirstData(context.queryClient, noticeReadsQuery(id));
  },
  component: Reads,
});

function Reads() {
  const { id } = Route.useParams();
  const parsed = adminIdParam(id);
  return <NoticeReadsPage id={parsed === "new" ? 0 : parsed} />;
}
