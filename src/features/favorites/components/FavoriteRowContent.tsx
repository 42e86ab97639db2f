import { Trans, useLingui } from "@lingui/react/macro";
import styles from "../../../components/ListEditor/EditPage.module.css";

export interface FavoriteRowContentProps {
  name: string;
  onModify: () => void;
  onDelete: () => void;
}

/** A favorite row after its move handle: the name, then modify and delete (spec 2). */
export function FavoriteRowContent({ name, onModify, onDelete }: FavoriteRowContentProps) {
  const { t } = useLingui();
  return (
    <>
      <span className={styles.name}>{name}</span>
      <button
        type="button"
        className={styles.rowButton}
        aria-label={t`${name} 수정`}
        onClick={onModify}
      >
        <Trans>수정</Trans>
      </button>
      <button
        type="button"
        className={styles.rowButton}
        aria-label={t`${name} 삭제`}
        onClick={onDelete}
      >
        <Trans>삭제</Trans>
      </button>
    </>
  );
}
