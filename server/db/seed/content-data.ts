/**
 * Billboards, notices and weather of the demo. Two notices are hostile on purpose (a script in
 * the content, markup in the title) so escaping and sanitizing are tested on real data.
 */
export const BILLBOARDS = [
  {
    title: "전사 타운홀 미팅 개최",
    titleSub: "이번 달 마지막 주 금요일 오후 4시, 본사 대강당 및 온라인 생중계",
    link: null,
  },
  {
    title: "정보보안 캠페인",
    titleSub: "의심스러운 메일은 열지 말고 정보보안팀에 신고해 주세요",
    link: "https://security.hanbit.example/campaign",
  },
  {
    title: "모바일 포털이 새로워졌습니다",
    titleSub: "홈 화면에 추가하고 오프라인에서도 이용하세요",
    link: null,
  },
  {
    title: "임직원 건강검진 안내",
    titleSub: "연말까지 미수검자는 검진을 완료해 주세요",
    link: null,
  },
  {
    title: "사내 동호회 신규 회원 모집",
    titleSub: "사진, 러닝, 보드게임 동호회가 여러분을 기다립니다",
    link: null,
  },
] as const;

const NOTICE_TOPICS: readonly (readonly [string, string])[] = [
  ["그룹 포털 정기 점검 안내", "정보전략팀"],
  ["연말정산 서류 제출 안내", "인사팀"],
  ["사내 식당 메뉴 개편", "총무팀"],
  ["개인정보보호 교육 이수 안내", "정보보안팀"],
  ["통근버스 노선 변경", "총무팀"],
  ["하반기 승진 심사 일정", "인사팀"],
  ["법인카드 사용 지침 개정", "재무팀"],
  ["사옥 소방 훈련 실시", "총무팀"],
  ["신규 입사자 환영", "인사팀"],
  ["재택근무 운영 기준 안내", "인사팀"],
  ["경비 정산 마감일 안내", "회계팀"],
  ["ESG 경영 보고서 발간", "ESG경영팀"],
  ["사내 동호회 지원금 신청", "총무팀"],
  ["비밀번호 변경 주기 안내", "정보보안팀"],
  ["명절 선물 신청 안내", "총무팀"],
  ["주차장 이용 안내", "총무팀"],
  ["사내 메신저 업데이트", "정보전략팀"],
  ["그룹 창립기념일 행사", "홍보팀"],
  ["임직원 건강검진 일정", "인사팀"],
  ["회의실 예약 시스템 변경", "정보전략팀"],
  ["출장비 규정 개정", "재무팀"],
  ["사내 도서관 신간 안내", "총무팀"],
  ["모바일 포털 오픈", "정보전략팀"],
  ["분기 실적 발표회", "전략기획팀"],
  ["전자계약 시스템 도입", "법무팀"],
  ["사무용품 신청 방법 변경", "총무팀"],
  ["사내 카페 운영 시간 변경", "총무팀"],
  ["휴가 사용 촉진 안내", "인사팀"],
];

export interface NoticeSeed {
  title: string;
  content: string;
  author: string;
  popup: boolean;
  createdAt: Date;
}

/** 30 notices, oldest first (so post ids grow with time); the three newest are popups. */
export function noticeSeeds(now: Date): NoticeSeed[] {
  const rows: Omit<NoticeSeed, "popup" | "createdAt">[] = NOTICE_TOPICS.map(([title, author]) => ({
    title,
    author,
    content: `<p>${title}에 대해 알려드립니다.</p><ul><li>대상: 전 임직원</li><li>문의: ${author}</li></ul><p>감사합니다.</p>`,
  }));
  rows.splice(7, 0, {
    title: "시스템 점검 결과 공유",
    author: "정보보안팀",
    content:
      '<p>점검 결과를 공유합니다.</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">상세 보기</a>',
  });
  rows.splice(15, 0, {
    title: '<b>[긴급]</b> 보안 패치 적용 안내 & "필독" <img src=x onerror=alert(1)>',
    author: "정보보안팀",
    content: "<p><strong>모든 PC</strong>에 보안 패치를 적용해 주세요.</p>",
  });
  const count = rows.length; // 30
  return rows.map((row, i) => ({
    ...row,
    popup: i >= count - 3,
    createdAt: new Date(now.getTime() - ((count - i) * 2 * 24 + (i % 5)) * 3_600_000),
  }));
}

/** Korean condition names as the weather icons know them (spec §9: 19 names). */
export const WEATHER = [
  {
    region: "서울",
    weatherIconName: "맑음",
    todayTemperature: 12.5,
    temperatureComparedToYesterday: 1.5,
  },
  {
    region: "인천",
    weatherIconName: "안개",
    todayTemperature: 11.0,
    temperatureComparedToYesterday: 0.3,
  },
  {
    region: "대전",
    weatherIconName: "흐림",
    todayTemperature: 10.8,
    temperatureComparedToYesterday: 0,
  },
  {
    region: "대구",
    weatherIconName: "구름많음",
    todayTemperature: 14.2,
    temperatureComparedToYesterday: -1.2,
  },
  {
    region: "광주",
    weatherIconName: "비",
    todayTemperature: 13.2,
    temperatureComparedToYesterday: -2.3,
  },
  {
    region: "부산",
    weatherIconName: "소나기",
    todayTemperature: 16.0,
    temperatureComparedToYesterday: -0.5,
  },
  {
    region: "강릉",
    weatherIconName: "눈",
    todayTemperature: -1.5,
    temperatureComparedToYesterday: -3.0,
  },
  {
    region: "제주",
    weatherIconName: "천둥번개",
    todayTemperature: 17.4,
    temperatureComparedToYesterday: 0.8,
  },
] as const;

/** Demo favorites: [accountId, companyId, name, url]. One label is exactly 17 characters. */
export const FAVORITES: readonly (readonly [string, number, string, string])[] = [
  ["demo", 1, "네이버", "https://www.naver.com/"],
  ["demo", 1, "사내 위키", "https://wiki.hanbit.example/"],
  ["demo", 1, "분기별 실적 보고서 작성 가이드", "https://wiki.hanbit.example/reports/quarterly"],
  ["demo", 1, "한빛 뉴스룸", "https://news.hanbit.example/"],
  ["demo", 280, "기술 블로그", "https://tech.hanbit-tech.example/blog"],
  ["demo", 280, "장애 대응 현황", "https://status.hanbit-tech.example/"],
  ["demo280", 280, "개발 문서", "https://docs.hanbit-tech.example/"],
  ["admin", 1, "포털 운영 대시보드", "https://admin.hanbit.example/dashboard"],
];
