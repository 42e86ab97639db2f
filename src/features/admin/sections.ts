import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { AdminKind } from "./types";

export interface AdminSection {
  /** The section's path below /admin/ ("notices"; "import" for a screen with its own route). */
  path: string;
  label: MessageDescriptor;
  /** One line saying what is managed there. */
  hint: MessageDescriptor;
  /** Shown to group admins only (the server answers 403 to the others anyway). */
  groupOnly?: boolean;
}

/**
 * The admin area's sections, in the order of its start page. A new section is one line here,
 * plus its page: a file route of its own under src/routes/_authenticated/admin/ (matched before
 * the area's /admin/$ route), or an entry of ./pages.tsx.
 */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { path: "notices", label: msg`공지`, hint: msg`공지, 팝업, 필독 확인` },
  { path: "billboards", label: msg`전광판`, hint: msg`홈 화면 전광판 (범위별 최대 5개)` },
  { path: "menus", label: msg`메뉴`, hint: msg`업무·오피스 메뉴 (권한별)` },
  { path: "events", label: msg`일정과 휴일`, hint: msg`회사 일정과 휴일` },
  {
    path: "import",
    label: msg`인사 정보 가져오기`,
    hint: msg`CSV로 사람, 부서, 겸직`,
    groupOnly: true,
  },
  { path: "keys", label: msg`연동 키`, hint: msg`SCIM과 피드 연동 키`, groupOnly: true },
  { path: "push", label: msg`푸시 발송 현황`, hint: msg`보냄, 실패, 해지된 기기` },
  { path: "audit", label: msg`감사 로그`, hint: msg`누가 언제 무엇을 바꿨는지` },
];

export const sectionsFor = (kind: AdminKind) =>
  ADMIN_SECTIONS.filter((section) => kind === "GROUP" || !section.groupOnly);
