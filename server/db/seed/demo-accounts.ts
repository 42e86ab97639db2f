/**
 * The named demo accounts (README lists them). All share DEMO_PASSWORD, as do the generated
 * employees. Each one exercises a path of the login flow.
 */
import type { DepartmentPath, Position } from "./org-chart";
import { daysBefore, type JobSeed, type PersonSeed } from "./people-types";

export const DEMO_PASSWORD = "Demo!2345";

export interface DemoAccount {
  accountId: string;
  password: string;
  name: string;
  note: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    accountId: "demo",
    password: DEMO_PASSWORD,
    name: "홍길동",
    note: "company 1 (primary job) and a second job in company 280; authority USER",
  },
  {
    accountId: "demo280",
    password: DEMO_PASSWORD,
    name: "이서연",
    note: "a member of company 280 only",
  },
  {
    accountId: "newbie",
    password: DEMO_PASSWORD,
    name: "박신입",
    note: "company 1; initLogin: must replace the initial password",
  },
  {
    accountId: "expired",
    password: DEMO_PASSWORD,
    name: "최만료",
    note: "company 110; password changed 120 days ago (90-day expiry)",
  },
  {
    accountId: "admin",
    password: DEMO_PASSWORD,
    name: "정관리",
    note: "company 1; authority ADMIN (extra admin menus); group admin (/admin)",
  },
  {
    accountId: "admin280",
    password: DEMO_PASSWORD,
    name: "강운영",
    note: "company 280; company admin of 280 only (/admin)",
  },
  {
    accountId: "nocontact",
    password: DEMO_PASSWORD,
    name: "오연락",
    note: "company 330; no phone or e-mail registered, so no code can be sent",
  },
];

/** Administration rights (API.md "Administration"): companyId null is a group admin. */
export const DEMO_ADMIN_RIGHTS: readonly { accountId: string; companyId: number | null }[] = [
  { accountId: "admin", companyId: null },
  { accountId: "admin280", companyId: 280 },
];

type JobInput = Pick<JobSeed, "companyId" | "position" | "joinYear"> & {
  path: DepartmentPath;
} & Partial<JobSeed>;

interface NamedInput {
  accountId: string;
  name: string;
  phone: string | null;
  email: string | null;
  initLogin?: boolean;
  passwordAgeDays: number;
  lastLoginDaysAgo: number | null;
  jobs: JobInput[];
}

/** Jobs default to the account's phone and mail, authority USER, the first job primary. */
function named(now: Date, p: NamedInput): PersonSeed {
  const jobs = p.jobs.map((job, i): JobSeed => ({
    duty: null,
    authority: "USER",
    primaryJob: i === 0,
    mobile: p.phone,
    mail: p.email,
    landline: null,
    birthday: null,
    workInfo: null,
    ...job,
  }));
  return {
    accountId: p.accountId,
    name: p.name,
    phone: p.phone,
    email: p.email,
    initLogin: p.initLogin ?? false,
    passwordChangedAt: daysBefore(now, p.passwordAgeDays),
    lastLoginAt: p.lastLoginDaysAgo === null ? null : daysBefore(now, p.lastLoginDaysAgo),
    jobs,
  };
}

const job = (
  companyId: number,
  path: DepartmentPath,
  position: Position,
  joinYear: number,
  extra: Partial<JobSeed> = {},
): JobInput => ({
  companyId,
  path,
  position,
  joinYear,
  ...extra,
});

/** Full seed of the named accounts; generated people fill the rest of the tree. */
export function namedPeople(now: Date): PersonSeed[] {
  const thisYear = now.getUTCFullYear();
  // prettier-ignore
  return [
    named(now, {
      accountId: "demo", name: "홍길동", phone: "010-1234-5678", email: "gildong.hong@hanbit.example",
      passwordAgeDays: 10, lastLoginDaysAgo: 1,
      jobs: [
        job(1, ["전략기획본부", "전략기획팀"], "과장", 2015, {
          landline: "02-3700-1234", birthday: "1988-03-15", workInfo: "그룹 중장기 전략 수립, 모바일 포털 기획",
        }),
        job(280, ["플랫폼개발본부", "플랫폼개발팀"], "과장", 2021, {
          duty: "PM", mail: "gildong.hong@hanbit-tech.example", landline: "031-600-1234", birthday: "1988-03-15",
          workInfo: "그룹 포털 플랫폼 PM (겸직)",
        }),
      ],
    }),
    named(now, {
      accountId: "demo280", name: "이서연", phone: "010-2800-0280", email: "seoyeon.lee@hanbit-tech.example",
      passwordAgeDays: 20, lastLoginDaysAgo: 2,
      jobs: [job(280, ["플랫폼개발본부", "모바일개발팀"], "대리", 2020, {
        landline: "031-600-0280", birthday: "1993-07-21", workInfo: "모바일 앱 (iOS/Android) 개발",
      })],
    }),
    named(now, {
      accountId: "newbie", name: "박신입", phone: "010-3000-0001", email: "sinip.park@hanbit.example",
      initLogin: true, passwordAgeDays: 0, lastLoginDaysAgo: null,
      jobs: [job(1, ["경영지원본부", "인사팀"], "사원", thisYear, { workInfo: "신입사원 교육 중" })],
    }),
    named(now, {
      accountId: "expired", name: "최만료", phone: "010-3000-0002", email: "manryo.choi@hanbit-enc.example",
      passwordAgeDays: 120, lastLoginDaysAgo: 40,
      jobs: [job(110, ["건축사업본부", "공사관리팀"], "대리", 2019, { workInfo: "현장 공정 관리" })],
    }),
    named(now, {
      accountId: "admin", name: "정관리", phone: "010-3000-0003", email: "gwanri.jung@hanbit.example",
      passwordAgeDays: 30, lastLoginDaysAgo: 3,
      jobs: [job(1, ["디지털혁신본부", "정보전략팀"], "차장", 2011, { authority: "ADMIN", workInfo: "그룹 포털 운영 관리" })],
    }),
    named(now, {
      accountId: "admin280", name: "강운영", phone: "010-2800-0001", email: "unyoung.kang@hanbit-tech.example",
      passwordAgeDays: 15, lastLoginDaysAgo: 1,
      jobs: [job(280, ["플랫폼개발본부", "플랫폼개발팀"], "차장", 2014, { workInfo: "한빛테크 포털 콘텐츠 운영" })],
    }),
    named(now, {
      accountId: "nocontact", name: "오연락", phone: null, email: null, passwordAgeDays: 5, lastLoginDaysAgo: null,
      jobs: [job(330, ["국내영업본부", "영업1팀"], "사원", 2024, { workInfo: "국내 거래처 관리" })],
    }),
  ];
}
