import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button } from "../../../components/Button/Button";
import { PageLayout } from "../../../components/PageLayout/PageLayout";
import { NOTICE_MAX_PAGES, NOTICE_PAGE_SIZE, noticeListQuery } from "../api";
import { NoticeRow, NoticeRowPlaceholder } from "./NoticeList";
import styles from "./Notices.module.css";
import { useFocusFirstNewRow } from "./use-focus-first-new-row";

/**
 * A page of the screen. Spec 8 "notice list status not 200: alert with the returned message": the
 * app-wide policy shows it ("global"); the screen adds its own retry.
 */
const pageQuery = (page: number) => ({
  ...noticeListQuery(page, NOTICE_PAGE_SIZE),
  meta: { errorHandling: "global" as const },
});

/**
 * Pages already in the cache, from the first on: back from a notice, or reopened offline (the
 * cache is persisted), the screen shows every page seen rather than the first alone.
 */
function pagesSeen(queryClient: QueryClient): number {
  let pages = 1;
  while (pages < NOTICE_MAX_PAGES && queryClient.getQueryData(pageQuery(pages + 1).queryKey))
    pages += 1;
  return pages;
}

/**
 * /notices: every notice, newest first, a page (NOTICE_PAGE_SIZE) at a time with a "more" button,
 * the total, and each row leading to /noticeDetail/$postId. Each page is its own query (plain
 * useQuery: an infinite query would bring its observer into the home route's first chunk, where
 * TanStack Query is bundled). A failed load says so with a retry instead of an empty list.
 */
export function NoticeListPage() {
  const { t } = useLingui();
  const headingId = useId();
  const queryClient = useQueryClient();
  const [pages, setPages] = useState(() => pagesSeen(queryClient));
  const last = useQuery(pageQuery(pages));
  const first = useQuery(pageQuery(1));
  const total = last.data?.total ?? first.data?.total ?? 0;
  // While the next page loads, the rows before it are what is shown.
  const shown = (pages - 1) * NOTICE_PAGE_SIZE + (last.data?.items.length ?? 0);
  const { listRef, afterMore } = useFocusFirstNewRow(shown);
  const failedAtFirst = pages === 1 && last.isError && !last.data;
  const moreFailed = pages > 1 && last.isError && !last.data;
  const loadingMore = pages > 1 && last.isPending;
  const hasMore = !!last.data && shown < total && pages < NOTICE_MAX_PAGES;

  return (
    <PageLayout title={t`공지사항`} back={{ to: "/user" }}>
      <section
        className={styles.listCard}
        aria-labelledby={headingId}
        aria-busy={last.isPending || undefined}
      >
        <div className={styles.listHeading}>
          <h2 id={headingId} className={styles.listTitle}>
            {t`전체 공지`}
          </h2>
          {first.data ? (
            <p className={styles.listCount} role="status">
              <Trans>
                전체 {total}건 중 {shown}건
              </Trans>
            </p>
          ) : null}
        </div>
        {failedAtFirst ? (
          <div className={styles.listProblem}>
            <p role="alert">
              <Trans>공지사항 목록을 불러오지 못했습니다.</Trans>
            </p>
            <Button variant="secondary" onClick={() => void last.refetch()}>
              <Trans>다시 시도</Trans>
            </Button>
          </div>
        ) : first.data?.items.length === 0 ? (
          <p className={styles.empty}>
            <Trans>공지사항이 없습니다.</Trans>
          </p>
        ) : (
          <ul ref={listRef} className={styles.list}>
            {Array.from({ length: pages }, (_, index) => (
              <NoticePageRows key={index + 1} page={index + 1} />
            ))}
          </ul>
        )}
        {moreFailed ? (
          <p role="alert" className={styles.listMoreError}>
            <Trans>공지사항을 더 불러오지 못했습니다. 다시 시도해 주세요.</Trans>
          </p>
        ) : null}
        {hasMore || loadingMore || moreFailed ? (
          <Button
            variant="secondary"
            className={styles.listMore}
            disabled={loadingMore && last.isFetching}
            onClick={() => {
              afterMore();
              if (moreFailed) void last.refetch();
              else setPages(pages + 1);
            }}
          >
            {loadingMore && last.isFetching ? t`불러오는 중…` : t`더 보기`}
          </Button>
        ) : null}
      </section>
    </PageLayout>
  );
}

/** The rows of one page, placeholders while it loads (a failed page is said under the list). */
function NoticePageRows({ page }: { page: number }) {
  const query = useQuery(pageQuery(page));
  if (query.data)
    return query.data.items.map((item) => <NoticeRow key={item.postId} item={item} />);
  if (!query.isPending) return null;
  const rows = page === 1 ? 8 : 3;
  return Array.from({ length: rows }, (_, index) => <NoticeRowPlaceholder key={index} />);
}
