import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { Billboard } from "../api";
import { BILLBOARD_HIDE_KEY, isHiddenToday, NOTICE_POPUP_HIDE_KEY } from "../hide-today";
import { noticePopupQuery } from "../notice-popup-api";
import { BillboardPopup } from "./BillboardPopup";
import { NoticePopup } from "./NoticePopup";

export interface HomePopupsProps {
  /** GET /api/banner/display (Main reads it for the NEW badge too); undefined while loading. */
  billboards: readonly Billboard[] | undefined;
  /** The banner call has finished (with or without data). */
  billboardsSettled: boolean;
}

/**
 * The popups of Main, one at a time: the billboard popup first (spec 4: on load, unless hidden
 * until midnight), then the notice popup (enabled and non-empty, unless hidden). Main loads this
 * module lazily, so none of the popup code is part of the home route's initial JavaScript.
 */
export default function HomePopups({ billboards, billboardsSettled }: HomePopupsProps) {
  const [billboardOpen, setBillboardOpen] = useState(() => !isHiddenToday(BILLBOARD_HIDE_KEY));
  const [noticeOpen, setNoticeOpen] = useState(() => !isHiddenToday(NOTICE_POPUP_HIDE_KEY));
  const notices = useQuery({ ...noticePopupQuery(), enabled: noticeOpen });

  if (billboardOpen && billboards?.length) {
    return <BillboardPopup billboards={billboards} onClose={() => setBillboardOpen(false)} />;
  }
  // The notice popup waits until the billboard popup is closed or has nothing to show.
  const billboardDone = !billboardOpen || billboardsSettled;
  const popup = notices.data;
  if (billboardDone && noticeOpen && popup?.enabled === true && popup.items?.length) {
    return <NoticePopup notices={popup.items} onClose={() => setNoticeOpen(false)} />;
  }
  return null;
}
