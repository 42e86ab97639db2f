/**
 * English, Chinese and Japanese names of every seeded menu item, calendar row and weather region,
 * keyed by the Korean name (the stored name and the fallback). demo.test.ts checks that every
 * seeded name has all three, so a new seed item cannot stay Korean only by accident.
 */
import type { Translations } from "../schema";
import type { CompanySpec } from "./org-chart";

type Names = Readonly<Record<string, Required<Translations>>>;

export const MENU_NAMES: Names = {
  전자결재: { en: "Approvals", zh: "电子审批", ja: "電子決裁" },
  게시판: { en: "Message Board", zh: "论坛", ja: "掲示板" },
  공지사항: { en: "Notices", zh: "通知公告", ja: "お知らせ" },
  메일: { en: "Mail", zh: "邮件", ja: "メール" },
  근태관리: { en: "Attendance", zh: "考勤管理", ja: "勤怠管理" },
  경비정산: { en: "Expense Claims", zh: "费用报销", ja: "経費精算" },
  전자계약: { en: "E-Contracts", zh: "电子合同", ja: "電子契約" },
  일정관리: { en: "Calendar", zh: "日程管理", ja: "スケジュール管理" },
  "회의실 예약": { en: "Meeting Rooms", zh: "会议室预订", ja: "会議室予約" },
  인사정보시스템: { en: "HR Information System", zh: "人事信息系统", ja: "人事情報システム" },
  ERP: { en: "ERP", zh: "ERP", ja: "ERP" },
  "오늘의 식단": { en: "Today's Menu", zh: "今日菜单", ja: "今日の献立" },
  복리후생: { en: "Employee Benefits", zh: "员工福利", ja: "福利厚生" },
  통근버스: { en: "Shuttle Bus", zh: "通勤班车", ja: "通勤バス" },
  경조사: { en: "Family Occasions", zh: "婚丧喜庆", ja: "慶弔" },
  "IT 헬프데스크": { en: "IT Help Desk", zh: "IT 服务台", ja: "ITヘルプデスク" },
  교육센터: { en: "Training Center", zh: "培训中心", ja: "研修センター" },
  "사내 동호회": { en: "Employee Clubs", zh: "员工社团", ja: "社内サークル" },
  "보안 서약서": { en: "Security Pledge", zh: "保密承诺书", ja: "セキュリティ誓約書" },
  문서중앙화: { en: "Central Documents", zh: "文档集中管理", ja: "文書一元管理" },
  "포털 관리자": { en: "Portal Administration", zh: "门户管理", ja: "ポータル管理" },
  "사용자 관리": { en: "User Management", zh: "用户管理", ja: "ユーザー管理" },
  "공지 관리": { en: "Notice Management", zh: "公告管理", ja: "お知らせ管理" },
  "현장 안전점검": { en: "Site Safety Checks", zh: "现场安全检查", ja: "現場安全点検" },
  "코드 리뷰": { en: "Code Review", zh: "代码审查", ja: "コードレビュー" },
  "수출입 관리": { en: "Import and Export", zh: "进出口管理", ja: "輸出入管理" },
  "임직원 할인몰": { en: "Employee Discount Mall", zh: "员工优惠商城", ja: "社員割引モール" },
};

/** Public holidays (korean-holidays.ts) and the group's and companies' events (schedule-data.ts). */
export const CALENDAR_NAMES: Names = {
  신정: { en: "New Year's Day", zh: "元旦", ja: "元日" },
  삼일절: { en: "Independence Movement Day", zh: "三一节", ja: "三・一節" },
  "근로자의 날": { en: "Labor Day", zh: "劳动节", ja: "勤労者の日" },
  어린이날: { en: "Children's Day", zh: "儿童节", ja: "こどもの日" },
  현충일: { en: "Memorial Day", zh: "显忠日", ja: "顕忠日" },
  광복절: { en: "Liberation Day", zh: "光复节", ja: "光復節" },
  개천절: { en: "National Foundation Day", zh: "开天节", ja: "開天節" },
  한글날: { en: "Hangeul Day", zh: "韩文日", ja: "ハングルの日" },
  성탄절: { en: "Christmas Day", zh: "圣诞节", ja: "クリスマス" },
  설날: { en: "Seollal (Lunar New Year)", zh: "春节", ja: "旧正月" },
  "설날 연휴": { en: "Seollal holiday", zh: "春节假期", ja: "旧正月連休" },
  부처님오신날: { en: "Buddha's Birthday", zh: "佛诞日", ja: "釈迦誕生日" },
  추석: { en: "Chuseok", zh: "中秋节", ja: "秋夕" },
  "추석 연휴": { en: "Chuseok holiday", zh: "中秋节假期", ja: "秋夕連休" },
  대체공휴일: { en: "Substitute holiday", zh: "补休日", ja: "振替休日" },
  시무식: { en: "New Year kick-off ceremony", zh: "新年开工仪式", ja: "仕事始め式" },
  종무식: { en: "Year-end closing ceremony", zh: "年终总结仪式", ja: "仕事納め式" },
  급여일: { en: "Payday", zh: "发薪日", ja: "給料日" },
  "전사 타운홀 미팅": {
    en: "Company town hall",
    zh: "全员大会",
    ja: "全社タウンホールミーティング",
  },
  "분기 실적 발표회": {
    en: "Quarterly results briefing",
    zh: "季度业绩发布会",
    ja: "四半期業績発表会",
  },
  "상반기 워크숍": { en: "First-half workshop", zh: "上半年研讨会", ja: "上期ワークショップ" },
  "하반기 워크숍": { en: "Second-half workshop", zh: "下半年研讨会", ja: "下期ワークショップ" },
};

const COMPANY_NAMES: Names = {
  한빛홀딩스: { en: "Hanbit Holdings", zh: "韩光控股", ja: "ハンビットホールディングス" },
  한빛건설: { en: "Hanbit E&C", zh: "韩光建设", ja: "ハンビット建設" },
  한빛테크: { en: "Hanbit Tech", zh: "韩光科技", ja: "ハンビットテック" },
  한빛물산: { en: "Hanbit Trading", zh: "韩光物产", ja: "ハンビット物産" },
  한빛라이프: { en: "Hanbit Life", zh: "韩光生活", ja: "ハンビットライフ" },
};

/** "한빛홀딩스 창립기념일" and its translations; an unknown company keeps its Korean name. */
export function foundingDayNames(company: CompanySpec): {
  title: string;
  translations: Translations;
} {
  const name = COMPANY_NAMES[company.companyName];
  const of = (locale: keyof Translations) => name?.[locale] ?? company.companyName;
  return {
    title: `${company.companyName} 창립기념일`,
    translations: {
      en: `${of("en")} founding anniversary`,
      zh: `${of("zh")}创立纪念日`,
      ja: `${of("ja")}創立記念日`,
    },
  };
}

export const REGION_NAMES: Names = {
  서울: { en: "Seoul", zh: "首尔", ja: "ソウル" },
  인천: { en: "Incheon", zh: "仁川", ja: "仁川" },
  대전: { en: "Daejeon", zh: "大田", ja: "大田" },
  대구: { en: "Daegu", zh: "大邱", ja: "大邱" },
  광주: { en: "Gwangju", zh: "光州", ja: "光州" },
  부산: { en: "Busan", zh: "釜山", ja: "釜山" },
  강릉: { en: "Gangneung", zh: "江陵", ja: "江陵" },
  제주: { en: "Jeju", zh: "济州", ja: "済州" },
};

/** The translations of a seeded name (none for a name missing here: it shows in Korean). */
export const translationsOf = (names: Names, korean: string): Translations => names[korean] ?? {};
