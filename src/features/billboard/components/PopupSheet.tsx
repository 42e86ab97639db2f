import { useLingui } from "@lingui/react/macro";
import { Dialog } from "../../../components/Dialog/Dialog";
import { NoticeList, type NoticeListItem } from "../../notices";
import type { Billboard } from "../api";
import { BILLBOARD_HIDE_KEY, NOTICE_POPUP_HIDE_KEY } from "../hide-today";
import { BillboardList } from "./BillboardList";
import { HideTodayFooter } from "./HideTodayFooter";
import { StepCount } from "./StepCount";

/** One step of Main's popup sheet: the billboards or the popup notices. */
export type PopupStep =
  | { key: "billboard"; billboards: readonly Billboard[] }
  | { key: "notice"; notices: readonly NoticeListItem[] };

export interface PopupSheetProps {
  step: PopupStep;
  /** 1-based place of `step` among `total` steps; no count is shown for a single step. */
  position: number;
  total: number;
  /** Confirm, Escape or the backdrop: this step is done. */
  onCloseStep: () => void;
}

/**
 * The bottom sheet of Main's popups (HomePopups decides the steps). Loaded only when there is
 * something to show, so Main's deferred chunk does not carry the sheet and its motion. Each step
 * has its own "do not show today" (spec 4, one key per popup) and Confirm.
 */
export default function PopupSheet({ step, position, total, onCloseStep }: PopupSheetProps) {
  const { t } = useLingui();
  const billboard = step.key === "billboard";
  return (
    <Dialog
      placement="sheet"
      title={billboard ? t`안내` : t`공지사항`}
      stepKey={step.key}
      onClose={onCloseStep}
      titleAside={total > 1 ? <StepCount position={position} total={total} /> : null}
      footer={
        <HideTodayFooter
          key={step.key}
          storageKey={billboard ? BILLBOARD_HIDE_KEY : NOTICE_POPUP_HIDE_KEY}
          onConfirm={onCloseStep}
        />
      }
    >
      {step.key === "billboard" ? (
        <BillboardList billboards={step.billboards} />
      ) : (
        // Titles arrive HTML-escaped; NoticeList decodes them and renders text, never HTML.
        <NoticeList items={step.notices} loading={false} />
      )}
    </Dialog>
  );
}
