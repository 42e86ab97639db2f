import { useLingui } from "@lingui/react/macro";
import { Button } from "../../../components/Button/Button";
import styles from "../admin.module.css";

/** Previous / next with "page n of m" (m from the total the server reports). */
export function Pager(props: {
  page: number;
  total: number;
  size: number;
  onPage: (page: number) => void;
}) {
  const { t } = useLingui();
  const pages = Math.max(1, Math.ceil(props.total / props.size));
  const { page } = props;
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t`페이지`}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => props.onPage(page - 1)}>
        {t`이전`}
      </Button>
      <span aria-live="polite">{t`${page} / ${pages} 페이지`}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => props.onPage(page + 1)}>
        {t`다음`}
      </Button>
    </nav>
  );
}
