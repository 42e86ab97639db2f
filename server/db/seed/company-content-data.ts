/**
 * Billboards and notices of single affiliates (company_id set), next to the group-wide ones of
 * content-data.ts. None belongs to company 1, so the demo user's primary view keeps API.md's
 * 5 billboards and 30 notices; 한빛테크 (280, demo280 and the demo user's second job) and
 * 한빛건설 (110) each see their own on top, and never the other's.
 */

const HOUR = 3_600_000;

export interface CompanyBillboardSeed {
  companyId: number;
  title: string;
  titleSub: string;
  link: string | null;
  /** Hours before `now`: between the group's newest (1 h) and second newest (49 h). */
  ageHours: number;
}

export const COMPANY_BILLBOARDS: readonly CompanyBillboardSeed[] = [
  {
    companyId: 280,
    title: "한빛테크 사내 해커톤 참가 신청",
    titleSub: "다음 달 둘째 주 금요일, 판교 사옥 라운지에서 열립니다",
    link: null,
    ageHours: 25,
  },
  {
    companyId: 110,
    title: "한빛건설 현장 안전 점검의 달",
    titleSub: "모든 현장은 이번 달 말까지 자체 안전 점검을 마쳐 주세요",
    link: null,
    ageHours: 30,
  },
];

export interface CompanyNoticeSeed {
  companyId: number;
  title: string;
  content: string;
  author: string;
  popup: boolean;
  createdAt: Date;
}

const body = (title: string, author: string, audience: string) =>
  `<p>${title}에 대해 알려드립니다.</p><ul><li>대상: ${audience}</li><li>문의: ${author}</li></ul>`;

/** One popup among them (280's newest), so the popup list's company rule shows on real data. */
export function companyNoticeSeeds(now: Date): CompanyNoticeSeed[] {
  const notice = (
    companyId: number,
    title: string,
    author: string,
    audience: string,
    ageHours: number,
    popup = false,
  ): CompanyNoticeSeed => ({
    companyId,
    title,
    author,
    content: body(title, author, audience),
    popup,
    createdAt: new Date(now.getTime() - ageHours * HOUR),
  });
  return [
    notice(280, "[한빛테크] 코드 리뷰 가이드 개정", "플랫폼개발팀", "한빛테크 개발 조직", 120),
    notice(110, "[한빛건설] 동절기 현장 안전 수칙", "안전환경팀", "한빛건설 현장 근무자", 72),
    notice(280, "[한빛테크] 개발 서버 이전 안내", "클라우드팀", "한빛테크 임직원", 12, true),
  ];
}

/** The rows to insert at seed time (updatedAt from the given ages). */
export function companyContentRows(now: Date) {
  return {
    billboards: COMPANY_BILLBOARDS.map(({ ageHours, ...b }, i) => ({
      ...b,
      sortOrder: 100 + i,
      updatedAt: new Date(now.getTime() - ageHours * HOUR),
    })),
    notices: companyNoticeSeeds(now).map((n) => ({ ...n, updatedAt: n.createdAt })),
  };
}
