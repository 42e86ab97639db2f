/**
 * Work and Office link lists for every company and authority (USER, ADMIN). ADMIN sees the USER
 * list plus admin tools. Some items are PC-only (hidden on mobile), some marked open; items on
 * the approval site carry a handoverUrl so the portal can open them with a handover token.
 */
import type { MenuIcon } from "../../../shared/menu-icons";
import type { EnvType, MenuType } from "../schema";
import type { CompanySpec } from "./org-chart";

export interface MenuSeed {
  type: MenuType;
  name: string;
  url: string;
  handoverUrl?: string;
  open?: boolean;
  envType?: EnvType;
  /** Left out on a few items on purpose: those show the favicon or initials. */
  icon?: MenuIcon;
}

const APPROVAL = "https://approval.example.com";

const WORK: readonly MenuSeed[] = [
  {
    type: "WORK",
    name: "전자결재",
    icon: "approval",
    url: `${APPROVAL}/approval`,
    handoverUrl: "/approval",
  },
  {
    type: "WORK",
    name: "게시판",
    icon: "document",
    url: `${APPROVAL}/board`,
    handoverUrl: "/board",
  },
  {
    type: "WORK",
    name: "공지사항",
    icon: "bell",
    url: `${APPROVAL}/notice`,
    handoverUrl: "/notice",
  },
  {
    type: "WORK",
    name: "메일",
    icon: "mail",
    url: "https://mail.hanbit.example/",
    envType: "MOBILE",
  },
  { type: "WORK", name: "근태관리", icon: "clock", url: "https://hr.hanbit.example/attendance" },
  { type: "WORK", name: "경비정산", icon: "money", url: "https://erp.hanbit.example/expense" },
  { type: "WORK", name: "전자계약", icon: "link", url: "https://sign.hanbit.example/", open: true },
  {
    type: "WORK",
    name: "일정관리",
    icon: "calendar",
    url: `${APPROVAL}/schedule`,
    handoverUrl: "/schedule",
  },
  {
    type: "WORK",
    name: "회의실 예약",
    icon: "building",
    url: `${APPROVAL}/meeting-room`,
    handoverUrl: "/meeting-room",
  },
  {
    type: "WORK",
    name: "인사정보시스템",
    icon: "people",
    url: "https://hr.hanbit.example/",
    envType: "PC",
  },
  { type: "WORK", name: "ERP", icon: "chart", url: "https://erp.hanbit.example/", envType: "PC" },
];

const OFFICE: readonly MenuSeed[] = [
  { type: "OFFICE", name: "오늘의 식단", url: "https://life.hanbit.example/cafeteria", open: true },
  { type: "OFFICE", name: "복리후생", icon: "shield", url: "https://life.hanbit.example/welfare" },
  {
    type: "OFFICE",
    name: "통근버스",
    icon: "car",
    url: "https://life.hanbit.example/shuttle",
    open: true,
  },
  {
    type: "OFFICE",
    name: "경조사",
    icon: "people",
    url: "https://life.hanbit.example/family-events",
  },
  {
    type: "OFFICE",
    name: "IT 헬프데스크",
    icon: "chat",
    url: "https://help.hanbit.example/",
    open: true,
  },
  { type: "OFFICE", name: "교육센터", icon: "book", url: "https://edu.hanbit.example/" },
  { type: "OFFICE", name: "사내 동호회", url: "https://life.hanbit.example/clubs" },
  {
    type: "OFFICE",
    name: "보안 서약서",
    icon: "shield",
    url: "https://security.hanbit.example/pledge",
    envType: "PC",
  },
  {
    type: "OFFICE",
    name: "문서중앙화",
    icon: "cloud",
    url: "https://docs.hanbit.example/",
    envType: "PC",
  },
];

const ADMIN_ONLY: readonly MenuSeed[] = [
  {
    type: "WORK",
    name: "포털 관리자",
    icon: "shield",
    url: "https://admin.hanbit.example/portal",
    envType: "PC",
  },
  { type: "WORK", name: "사용자 관리", icon: "people", url: "https://admin.hanbit.example/users" },
  { type: "OFFICE", name: "공지 관리", icon: "bell", url: "https://admin.hanbit.example/notices" },
];

/** One line of business per affiliate, so the lists differ between companies. */
const COMPANY_EXTRA: Readonly<Record<number, readonly MenuSeed[]>> = {
  110: [
    {
      type: "WORK",
      name: "현장 안전점검",
      icon: "shield",
      url: "https://safety.hanbit-enc.example/",
    },
  ],
  280: [
    {
      type: "WORK",
      name: "코드 리뷰",
      icon: "document",
      url: "https://git.hanbit-tech.example/",
      open: true,
    },
  ],
  330: [
    {
      type: "WORK",
      name: "수출입 관리",
      icon: "chart",
      url: "https://trade.hanbit-trade.example/",
      envType: "PC",
    },
  ],
  470: [
    {
      type: "OFFICE",
      name: "임직원 할인몰",
      icon: "money",
      url: "https://mall.hanbit-life.example/",
    },
  ],
};

export const AUTHORITIES = ["USER", "ADMIN"] as const;

export function menusFor(
  company: CompanySpec,
  authority: (typeof AUTHORITIES)[number],
): MenuSeed[] {
  const extra = COMPANY_EXTRA[company.id] ?? [];
  const admin = authority === "ADMIN" ? ADMIN_ONLY : [];
  return [...WORK, ...OFFICE, ...extra, ...admin];
}
