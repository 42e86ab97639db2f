import { useLingui } from "@lingui/react/macro";
import { buttonClassName } from "../../../components/Button/Button";

/** A list row's "Delete" button; its accessible name says which row ("Delete {title}"). */
export function DeleteRowButton({ title, onClick }: { title: string; onClick: () => void }) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className={buttonClassName("text")}
      aria-label={t`${title} 삭제`}
      onClick={onClick}
    >
      {t`삭제`}
    </button>
  );
}
