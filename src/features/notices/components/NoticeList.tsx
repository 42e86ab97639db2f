import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { formatDottedDate, toIsoDate } from "../../../lib/format";
import type { NoticeListItem } from "../api";
import { decodeEntities } from "../decode-entities";
import styles from "./Notices.module.css";

export interface NoticeListProps {
  items: readonly NoticeListItem[] | undefined;
  loading: boolean;
  /** Rows reserved while loading (the requested page size), so nothing moves when data arrives. */
  placeholderRows?: number;
}

/** Notice titles (decoded, as text) and dates, each linking to /noticeDetail/{postId}. */
export function NoticeList({ items, loading, placeholderRows = 5 }: NoticeListProps) {
  if (loading) {
    return (
      <ul className={styles.list} aria-hidden="true">
        {Array.from({ length: placeholderRows }, (_, index) => (
          <NoticeRowPlaceholder key={index} />
        ))}
      </ul>
    );
  }
  if (!items?.length) {
    return (
      <p className={styles.empty}>
        <Trans>공지사항이 없습니다.</Trans>
      </p>
    );
  }
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <NoticeRow key={item.postId} item={item} />
      ))}
    </ul>
  );
}

/** One row of a notice list: the decoded title and the date, linking to the detail page. */
export function NoticeRow({ item }: { item: NoticeListItem }) {
  return (
    <li className={styles.item}>
      <Link
        to="/noticeDetail/$postId"
        params={{ postId: String(item.postId) }}
        className={styles.link}
      >
        <span className={styles.title}>{decodeEntities(item.title)}</span>
        <time dateTime={toIsoDate(item.createdAt) || undefined} className={styles.date}>
          {formatDottedDate(item.createdAt)}
        </time>
      </Link>
    </li>
  );
}

/** A row's placeholder while its page loads (same height, hidden from assistive technology). */
export function NoticeRowPlaceholder() {
  return (
    <li className={styles.item} aria-hidden="true">
      <span className={`${styles.link} ${styles.placeholder}`}>
        <span className={styles.skeletonTitle} />
        <span className={styles.skeletonDate} />
      </span>
    </li>
  );
}
