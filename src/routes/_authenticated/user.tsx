import { createFileRoute } from "@tanstack/react-router";
import { approvalQuery, pointQuery, workTimeQuery } from "../../features/mypage/api";
import { MyPage } from "../../features/mypage/components/MyPage";
import { noticeListQuery } from "../../features/notices";
import { ensureFirstData } from "../../lib/first-data";
import { userQuery } from "../../platform/user/query";

export const Route = createFileRoute("/_authenticated/user")({
  // The profile and the first figure card. The other cards' requests go out with them instead of
  // once the screen is up, one round trip later: the largest figure on screen (the point balance)
  // is what the screen's largest paint waits for. Vacation needs the user's company first.
  loader: ({ context }) => {
    void ensureFirstData(context.queryClient, pointQuery());
    void ensureFirstData(context.queryClient, workTimeQuery());
    void ensureFirstData(context.queryClient, noticeListQuery());
    return Promise.all([
      ensureFirstData(context.queryClient, userQuery()),
      ensureFirstData(context.queryClient, approvalQuery()),
    ]);
  },
  // The loader stays in the entry (0.4 KB gzip): split with the screen, its requests waited for
  // the screen's chunk and every chunk that one imports (tests/e2e/deep-link-catalog.spec.ts).
  codeSplitGroupings: [["component"]],
  component: MyPage,
});
