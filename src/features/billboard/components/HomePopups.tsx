import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Dialog } from "../../../components/Dialog/Dialog";
import { NoticeList } from "../../notices";
import type { Billboard } from "../api";
import { BILLBOARD_HIDE_KEY, isHiddenToday, NOTICE_POPUP_HIDE_KEY } from "../hide-today";
import { noticePopupQuery } from "../notice-popup-api";
import { BillboardList } from "./BillboardList";
import { HideTodayFooter } from "./HideTodayFooter";
import { StepCount } from "./StepCount";

export interface HomePopupsProps {
  /** GET /api/banner/display (Main reads it for the NEW badge too); undefined while loading. */
  billboards: readonly Billboard[] | undefined;
  /** The banner call has finished (with or without data). */
  billboardsSettled: boolean;
}

type StepKey = "billboard" | "notice";

interface PopupStep {
  key: StepKey;
  title: string;
  /** The step's own "do not show today" (spec 4), each popup with its key. */
  hideKey: string;
  content: ReactNode;
}

/**
 * Main's popups in ONE bottom sheet, one after the other, never two stacked modals: the billboard
 * popup first (spec 4: on load, unless hidden until midnight), then the notice popup (enabled and
 * non-empty, unless hidden; it waits until the billboards are known, so it never jumps ahead of
 * them). Each step has its own "do not show today" and Confirm; Confirm, Escape or the backdrop
 * close the step shown, the next one follows in the same sheet ("1/2"), and closing the last
 * closes the sheet. Main loads this module lazily, after its first paint.
 */
export default function HomePopups({ billboards, billboardsSettled }: HomePopupsProps) {
  const { t } = useLingui();
  // Hidden for today when Main opened: ticking the box later does not take a step away.
  const [billboardHidden] = useState(() => isHiddenToday(BILLBOARD_HIDE_KEY));
  const [noticeHidden] = useState(() => isHiddenToday(NOTICE_POPUP_HIDE_KEY));
  const [closed, setClosed] = useState<readonly StepKey[]>([]);
  const noticeWanted = !noticeHidden && !closed.includes("notice");
  const notices = useQuery({ ...noticePopupQuery(), enabled: noticeWanted });

  const steps: PopupStep[] = [];
  if (!billboardHidden && billboards?.length) {
    steps.push({
      key: "billboard",
      title: t`안내`,
      hideKey: BILLBOARD_HIDE_KEY,
      content: <BillboardList billboards={billboards} />,
    });
  }
  const billboardsKnown = billboardHidden || billboardsSettled || closed.includes("billboard");
  const popup = notices.data;
  if (billboardsKnown && !noticeHidden && popup?.enabled === true && popup.items?.length) {
    steps.push({
      key: "notice",
      title: t`공지사항`,
      hideKey: NOTICE_POPUP_HIDE_KEY,
      // Titles arrive HTML-escaped; NoticeList decodes them and renders text, never HTML.
      content: <NoticeList items={popup.items} loading={false} />,
    });
  }

  const index = steps.findIndex((step) => !closed.includes(step.key));
  const step = steps[index];
  if (!step) return null;
  const closeStep = () => setClosed((done) => [...done, step.key]);
  return (
    <Dialog
      placement="sheet"
      title={step.title}
      stepKey={step.key}
      onClose={closeStep}
      titleAside={steps.length > 1 ? <StepCount position={index + 1} total={steps.length} /> : null}
      footer={<HideTodayFooter key={step.key} storageKey={step.hideKey} onConfirm={closeStep} />}
    >
      {step.content}
    </Dialog>
  );
}
