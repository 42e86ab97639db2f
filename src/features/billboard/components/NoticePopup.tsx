import { useLingui } from "@lingui/react/macro";
import { Dialog } from "../../../components/Dialog/Dialog";
import { NoticeList, type NoticeListItem } from "../../notices";
import { NOTICE_POPUP_HIDE_KEY } from "../hide-today";
import { HideTodayFooter } from "./HideTodayFooter";

export interface NoticePopupProps {
  notices: readonly NoticeListItem[];
  onClose: () => void;
}

/**
 * The notice popup (spec 2): the popup notices, each linking to its detail page. Titles arrive
 * HTML-escaped; NoticeList decodes the entities and renders them as text (never as HTML).
 */
export function NoticePopup({ notices, onClose }: NoticePopupProps) {
  const { t } = useLingui();
  return (
    <Dialog
      title={t`공지사항`}
      onClose={onClose}
      footer={<HideTodayFooter storageKey={NOTICE_POPUP_HIDE_KEY} onConfirm={onClose} />}
    >
      <NoticeList items={notices} loading={false} />
    </Dialog>
  );
}
