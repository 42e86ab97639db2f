import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../../components/Button/Button";
import { Dialog } from "../../../components/Dialog/Dialog";

export interface DeleteFavoriteDialogProps {
  name: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** Spec 4 "Delete popup": the warning with Cancel and Complete. */
export function DeleteFavoriteDialog({ name, onConfirm, onClose }: DeleteFavoriteDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      title={t`${name} 삭제`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t`취소`}
          </Button>
          <Button onClick={onConfirm}>{t({ message: "완료", context: "delete popup" })}</Button>
        </>
      }
    >
      <p>
        <Trans>삭제하시겠습니까? 삭제한 항목은 복구할 수 없습니다.</Trans>
      </p>
    </Dialog>
  );
}
