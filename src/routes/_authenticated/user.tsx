import { createFileRoute } from "@tanstack/react-router";
import { approvalQuery } from "../../features/mypage/api";
import { MyPage } from "../../features/mypage/components/MyPage";
import { ensureFirstData } from "../../lib/first-data";
import { userQuery } from "../../platform/user/query";

export const Route = createFileRoute("/_authenticated/user")({
  // The profile and the first figure card; the other cards load beside them on the page.
  loader: ({ context }) =>
    Promise.all([
      ensureFirstData(context.queryClient, userQuery()),
      ensureFirstData(context.queryClient, approvalQuery()),
    ]),
  component: MyPage,
});
