import { Trans, useLingui } from "@lingui/react/macro";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef, type RefObject } from "react";
import { Button } from "../../../components/Button/Button";
import { PageLayout } from "../../../components/PageLayout/PageLayout";
import { noticePagesQuery } from "../api";
import { NoticeList } from "./NoticeList";
import styles from "./NoticeListPage.module.css";

/**
 * /notices: every notice, newest first, a page (NOTICE_PAGE_SIZE) at a time with a "more" button, the
 * total, and each row leading to /noticeDetail/$postId. What was loaded stays readable offline
 * (persisted cache); a failed load says so with a retry instead of an empty list.
 */
export function NoticeListPage() {
  const { t } = useLingui();
  const headingId = useId();
  const query = useInfiniteQuery(noticePagesQuery());
  const items = query.data?.pages.flatMap((page) => page.items);
  const total = query.data?.pages.at(-1)?.total ?? 0;
  const shown = items?.length ?? 0;
  const list = useRef<HTMLDivElement>(null);
  const focusRowAfterMore = useMoreFocus(list, shown);

  const loadMore = () => {
    focusRowAfterMore(shown);
    void query.fetchNextPage();
  };

  return (
    <PageLayout title={t`공지사항`} back>
      <section
        className={styles.card}
        aria-labelledby={headingId}
        aria-busy={query.isPending || query.isFetchingNextPage || undefined}
      >
        <div className={styles.heading}>
          <h2 id={headingId} className={styles.title}>
            {t`전체 공지`}
          </h2>
          {items ? (
            <p className={styles.count} role="status">
              <Trans>
                전체 {total}건 중 {shown}건
              </Trans>
            </p>
          ) : null}
        </div>
        {query.isError && !items ? (
          <div className={styles.problem}>
            <p role="alert">
              <Trans>공지사항 목록을 불러오지 못했습니다.</Trans>
            </p>
            <Button variant="secondary" onClick={() => void query.refetch()}>
              <Trans>다시 시도</Trans>
            </Button>
          </div>
        ) : (
          <div ref={list}>
            <NoticeList items={items} loading={query.isPending} placeholderRows={8} />
          </div>
        )}
        {query.isFetchNextPageError ? (
          <p role="alert" className={styles.moreError}>
            <Trans>공지사항을 더 불러오지 못했습니다. 다시 시도해 주세요.</Trans>
          </p>
        ) : null}
        {items && query.hasNextPage ? (
          <Button
            variant="secondary"
            className={styles.more}
            disabled={query.isFetchingNextPage}
            onClick={loadMore}
          >
            {query.isFetchingNextPage ? t`불러오는 중…` : t`더 보기`}
          </Button>
        ) : null}
      </section>
    </PageLayout>
  );
}

/**
 * After "more", focus moves to the first new row: the button may be gone (last page), and a
 * keyboard or screen reader user continues where the new notices begin.
 */
function useMoreFocus(list: RefObject<HTMLDivElement | null>, count: number) {
  const pending = useRef<number | null>(null);
  useEffect(() => {
    const from = pending.current;
    if (from === null || count <= from) return;
    pending.current = null;
    list.current?.querySelectorAll<HTMLElement>("a[href]")[from]?.focus();
  }, [count, list]);
  return (from: number) => {
    pending.current = from;
  };
}
