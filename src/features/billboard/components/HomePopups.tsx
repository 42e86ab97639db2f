import { useQuery } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import { lazyWhenOnline } from "../../../lib/when-online";
import { useBlockingDialogOpen } from "../../../lib/blocking-dialog";
import type { Billboard } from "../api";
import { BILLBOARD_HIDE_KEY, isHiddenToday, NOTICE_POPUP_HIDE_KEY } from "../hide-today";
import { noticePopupQuery } from "../notice-popup-api";
import type { PopupStep } from "./PopupSheet";

const PopupSheet = lazyWhenOnline(() => import("./PopupSheet"));

export interface HomePopupsProps {
  /** GET /api/banner/display (Main reads it for the NEW badge too); undefined while loading. */
  billboards: readonly Billboard[] | undefined;
  /** The banner call has finished (with or without data). */
  billboardsSettled: boolean;
}

/**
 * Main's popups in ONE bottom sheet, one after the other, never two stacked modals: the billboard
 * popup first (spec 4: on load, unless hidden until midnight), then the notice popup (enabled and
 * non-empty, unless hidden; it waits until the billboards are known, so it never jumps ahead of
 * them). Confirm, Escape or the backdrop close the step shown, the next follows in the same sheet
 * ("1/2"), and closing the last closes the sheet. A must-acknowledge notice goes before all of
 * them (lib/blocking-dialog.ts). Main loads this module lazily, after its first
 * paint; the sheet itself (PopupSheet) loads only when there is something to show.
 */
export default function HomePopups({ billboards, billboardsSettled }: HomePopupsProps) {
  // Hidden for today when Main opened: ticking the box later does not take a step away.
  const [billboardHidden] = useState(() => isHiddenToday(BILLBOARD_HIDE_KEY));
  const [noticeHidden] = useState(() => isHiddenToday(NOTICE_POPUP_HIDE_KEY));
  const [closed, setClosed] = useState<readonly PopupStep["key"][]>([]);
  // A must-acknowledge notice comes first; the sheet shows (again) once it is answered.
  const blocked = useBlockingDialogOpen();
  const notices = useQuery({
    ...noticePopupQuery(),
    enabled: !noticeHidden && !closed.includes("notice"),
  });

  const steps: PopupStep[] = [];
  if (!billboardHidden && billboards?.length) steps.push({ key: "billboard", billboards });
  const billboardsKnown = billboardHidden || billboardsSettled || closed.includes("billboard");
  const popup = notices.data;
  if (billboardsKnown && !noticeHidden && popup?.enabled === true && popup.items?.length) {
    steps.push({ key: "notice", notices: popup.items });
  }

  const index = steps.findIndex((step) => !closed.includes(step.key));
  const step = steps[index];
  if (!step || blocked) return null;
  return (
    <Suspense fallback={null}>
      <PopupSheet
        step={step}
        position={index + 1}
        total={steps.length}
        onCloseStep={() => setClosed((done) => [...done, step.key])}
      />
    </Suspense>
  );
}
