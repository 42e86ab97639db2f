/**
 * The demo group: five affiliated companies (ids 1 and 280 are fixed by API.md) and the 본부/팀
 * tree of each. Every company's tree has a root node named after the company.
 */

export interface CompanySpec {
  id: number;
  companyCode: string;
  companyName: string;
  /** Mail domain of the company's employees (reserved .example TLD: nothing is ever delivered). */
  mailDomain: string;
  /** Seoul-style landline prefix of the head office. */
  landlinePrefix: string;
  /** MM-DD of the founding day (a yearly company event). */
  foundedOn: string;
  divisions: readonly DivisionSpec[];
}

export interface DivisionSpec {
  name: string;
  teams: readonly string[];
}

export const DEMO_COMPANIES: readonly CompanySpec[] = [
  {
    id: 1,
    companyCode: "HANBIT",
    companyName: "한빛홀딩스",
    mailDomain: "hanbit.example",
    landlinePrefix: "02-3700",
    foundedOn: "03-15",
    divisions: [
      { name: "경영지원본부", teams: ["인사팀", "총무팀", "재무팀", "회계팀"] },
      { name: "전략기획본부", teams: ["전략기획팀", "법무팀", "홍보팀", "ESG경영팀"] },
      { name: "디지털혁신본부", teams: ["정보전략팀", "정보보안팀", "데이터분석팀"] },
    ],
  },
  {
    id: 110,
    companyCode: "HBENC",
    companyName: "한빛건설",
    mailDomain: "hanbit-enc.example",
    landlinePrefix: "02-2100",
    foundedOn: "04-20",
    divisions: [
      { name: "건축사업본부", teams: ["건축설계팀", "공사관리팀", "안전환경팀"] },
      { name: "토목사업본부", teams: ["토목기술팀", "현장관리팀"] },
      { name: "경영지원본부", teams: ["인사총무팀", "재무팀", "구매팀"] },
    ],
  },
  {
    id: 280,
    companyCode: "HBTECH",
    companyName: "한빛테크",
    mailDomain: "hanbit-tech.example",
    landlinePrefix: "031-600",
    foundedOn: "07-01",
    divisions: [
      { name: "플랫폼개발본부", teams: ["플랫폼개발팀", "모바일개발팀", "프론트엔드팀"] },
      { name: "인프라본부", teams: ["클라우드팀", "정보보안팀", "IT운영팀"] },
      { name: "기술연구소", teams: ["AI연구팀", "데이터플랫폼팀"] },
      { name: "경영지원본부", teams: ["인사팀", "재무팀"] },
    ],
  },
  {
    id: 330,
    companyCode: "HBTRADE",
    companyName: "한빛물산",
    mailDomain: "hanbit-trade.example",
    landlinePrefix: "02-6300",
    foundedOn: "09-05",
    divisions: [
      { name: "해외영업본부", teams: ["아시아영업팀", "미주영업팀", "유럽영업팀"] },
      { name: "국내영업본부", teams: ["영업1팀", "영업2팀", "마케팅팀"] },
      { name: "경영지원본부", teams: ["인사총무팀", "재무회계팀", "물류팀"] },
    ],
  },
  {
    id: 470,
    companyCode: "HBLIFE",
    companyName: "한빛라이프",
    mailDomain: "hanbit-life.example",
    landlinePrefix: "02-4700",
    foundedOn: "11-11",
    divisions: [
      { name: "상품기획본부", teams: ["상품기획팀", "브랜드팀"] },
      { name: "유통사업본부", teams: ["온라인사업팀", "매장운영팀", "고객만족팀"] },
      { name: "경영지원본부", teams: ["인사팀", "재무팀"] },
    ],
  },
];

/** 직위 from the most junior up; the index is the rank (rankCode R01..R11). */
export const POSITIONS = [
  "사원",
  "주임",
  "대리",
  "과장",
  "차장",
  "부장",
  "이사",
  "상무",
  "전무",
  "부사장",
  "사장",
] as const;
export type Position = (typeof POSITIONS)[number];

export function rankCodeOf(position: Position): string {
  return `R${String(POSITIONS.indexOf(position) + 1).padStart(2, "0")}`;
}

/** Listing order inside a department: higher rank first (smaller sort_order). */
export function sortOrderOf(position: Position, sequence: number): number {
  return (POSITIONS.length - POSITIONS.indexOf(position)) * 1000 + sequence;
}

/** Path of a department inside its company: [] = root, [division] or [division, team]. */
export type DepartmentPath = readonly [] | readonly [string] | readonly [string, string];

export function departmentKeyOf(companyId: number, path: DepartmentPath): string {
  return [companyId, ...path].join("/");
}
