import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { NoticeContent } from "../../notices";
import styles from "../admin.module.css";

/** The notice as a user reads it: its title and the body through the same sanitizing view. */
export function NoticePreview({ title, html }: { title: string; html: string }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={id}>
      <p className={styles.muted}>{t`미리보기`}</p>
      <h2 id={id}>{title || t`(제목 없음)`}</h2>
      <NoticeContent html={html} />
    </section>
  );
}
