import { msg } from "@lingui/core/macro";
import type { AdminNotice, AdminNoticeBody } from "../types";
import {
  LIMITS,
  htmlText,
  period,
  requiredText,
  toInstant,
  toLocalInput,
  type Problems,
} from "../validate";

/** The notice form's values; the popup period in the device's time (datetime-local). */
export interface NoticeDraft {
  title: string;
  html: string;
  companyId: number | null;
  popup: boolean;
  popupFrom: string;
  popupTo: string;
  mustAcknowledge: boolean;
  push: boolean;
}

export function noticeDraft(
  notice: AdminNotice | undefined,
  companyId: number | null,
): NoticeDraft {
  return {
    title: notice?.title ?? "",
    html: notice?.html ?? "",
    companyId: notice ? notice.companyId : companyId,
    popup: Boolean(notice?.popupFrom || notice?.popupTo),
    popupFrom: toLocalInput(notice?.popupFrom),
    popupTo: toLocalInput(notice?.popupTo),
    mustAcknowledge: notice?.mustAcknowledge ?? false,
    push: notice?.push ?? false,
  };
}

export function validateNotice(draft: NoticeDraft): Problems {
  const problems: Problems = {};
  requiredText(problems, "title", draft.title, LIMITS.title);
  if (htmlText(draft.html) === "") problems.html = msg`내용을 입력하세요.`;
  else if (draft.html.length > LIMITS.html) problems.html = msg`내용이 너무 깁니다.`;
  if (draft.popup)
    period(problems, { from: "popupFrom", to: "popupTo" }, draft.popupFrom, draft.popupTo, true);
  return problems;
}

export function noticeBody(draft: NoticeDraft): AdminNoticeBody {
  return {
    title: draft.title.trim(),
    html: draft.html,
    companyId: draft.companyId,
    popupFrom: draft.popup ? toInstant(draft.popupFrom) : null,
    popupTo: draft.popup ? toInstant(draft.popupTo) : null,
    mustAcknowledge: draft.mustAcknowledge,
    push: draft.push,
  };
}
