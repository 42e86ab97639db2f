import { useMemo } from "react";
import { sanitizeNoticeHtml } from "../sanitize";
import styles from "./Notices.module.css";

/** The notice body: server HTML sanitized again here before it reaches the DOM. */
export function NoticeContent({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeNoticeHtml(html), [html]);
  return <div className={styles.content} dangerouslySetInnerHTML={{ __html: clean }} />;
}
