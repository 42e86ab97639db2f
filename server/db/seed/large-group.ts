/**
 * A large, deterministic group for benchmarks and the search suite: five companies (ids 9001..
 * 9005, apart from the demo group) with `total` employees, 80% of them in company 9001, whose
 * 고객상담센터 alone has up to 3,000 members (the list the PWA must scroll smoothly). About 3%
 * of 9001's people hold a second job in a sister company. Account ids are "bg" + six digits,
 * so the group can live next to the demo group and be removed again.
 */
import { POSITIONS, type CompanySpec, type DepartmentPath, type Position } from "./org-chart";
import { familyName, givenName } from "./korean-names";
import { daysBefore, type JobSeed, type PersonSeed } from "./people-types";
import { createRandom, type Random } from "./random";
import { romanize, romanizeFamilyName } from "./romanize";

export const LARGE_COMPANY_IDS = [9001, 9002, 9003, 9004, 9005] as const;
export const LARGE_ACCOUNT_PREFIX = "bg";
/** Signs in to the large group (password DEMO_PASSWORD): bench runs and manual browsing. */
export const BENCH_ACCOUNT_ID = "bench";
export const GIANT_TEAM = "고객상담센터";

// prettier-ignore
const UNITS = ["경영지원", "전략기획", "영업", "마케팅", "생산", "품질", "연구개발", "구매", "물류", "IT",
  "인사", "재무", "고객지원", "해외사업", "디자인", "법무", "안전환경", "설비", "교육", "데이터"];

function companySpec(index: number, divisions: number, teams: number): CompanySpec {
  const id = LARGE_COMPANY_IDS[index] ?? 9001;
  return {
    id,
    companyCode: `BIG${index + 1}`,
    companyName: ["누리그룹", "누리전자", "누리화학", "누리유통", "누리에너지"][index] ?? "누리",
    mailDomain: `nuri${index + 1}.example`,
    landlinePrefix: `02-${5100 + index * 100}`,
    foundedOn: "05-01",
    divisions: UNITS.slice(0, divisions).map((unit) => ({
      name: `${unit}본부`,
      teams: [
        ...Array.from({ length: teams }, (_, t) => `${unit}${t + 1}팀`),
        ...(unit === "고객지원" && index === 0 ? [GIANT_TEAM] : []),
      ],
    })),
  };
}

export const largeCompanies = (): CompanySpec[] => [
  companySpec(0, 20, 10),
  ...[1, 2, 3, 4].map((i) => companySpec(i, 5, 4)),
];

/** A bijection of 0..79,999,999: every employee gets a different 010 number, spread widely. */
function mobileOf(seq: number): string {
  const r = (seq * 7_368_787) % 80_000_000;
  return `010-${2000 + Math.floor(r / 10_000)}-${String(r % 10_000).padStart(4, "0")}`;
}

const MEMBER_POSITIONS: readonly Position[] = [
  "사원",
  "사원",
  "주임",
  "대리",
  "대리",
  "과장",
  "차장",
];

interface Ctx {
  random: Random;
  now: Date;
  seq: number;
  mails: Set<string>;
}

function personIn(ctx: Ctx, company: CompanySpec, path: DepartmentPath, lead: boolean): PersonSeed {
  const { random, now } = ctx;
  const seq = ++ctx.seq;
  const family = familyName(random);
  const given = givenName(random);
  const base = `${romanize(given)}.${romanizeFamilyName(family)}`;
  let local = base;
  for (let n = 2; ctx.mails.has(`${local}@${company.mailDomain}`); n++) local = `${base}${n}`;
  const mail = `${local}@${company.mailDomain}`;
  ctx.mails.add(mail);
  const position = lead ? random.pick<Position>(["차장", "부장"]) : random.pick(MEMBER_POSITIONS);
  const birthYear =
    now.getUTCFullYear() - (25 + POSITIONS.indexOf(position) * 3 + random.int(0, 4));
  const job: JobSeed = {
    companyId: company.id,
    path,
    position,
    duty: lead ? "팀장" : null,
    authority: "USER",
    primaryJob: true,
    joinYear: Math.min(now.getUTCFullYear(), birthYear + 26 + random.int(0, 6)),
    mobile: mobileOf(seq),
    mail,
    landline: `${company.landlinePrefix}-${String(1000 + (seq % 9000))}`,
    birthday: `${birthYear}-${String(random.int(1, 12)).padStart(2, "0")}-${String(random.int(1, 28)).padStart(2, "0")}`,
    workInfo: `${path[path.length - 1] ?? company.companyName} 업무`,
  };
  return {
    accountId: `${LARGE_ACCOUNT_PREFIX}${String(seq).padStart(6, "0")}`,
    name: `${family}${given}`,
    phone: job.mobile,
    email: mail,
    initLogin: false,
    passwordChangedAt: daysBefore(now, 10),
    lastLoginAt: null,
    jobs: [job],
  };
}

function companyPeople(ctx: Ctx, company: CompanySpec, size: number): PersonSeed[] {
  const teams = company.divisions.flatMap((d) => d.teams.map((t) => [d.name, t] as const));
  const giant = teams.find(([, t]) => t === GIANT_TEAM);
  const giantSize = giant ? Math.min(3000, Math.round(size * 0.08)) : 0;
  const others = teams.filter((t) => t !== giant);
  const people: PersonSeed[] = [];
  if (giant)
    for (let i = 0; i < giantSize; i++) people.push(personIn(ctx, company, giant, i === 0));
  const rest = size - giantSize;
  others.forEach((team, i) => {
    const count =
      Math.floor((rest * (i + 1)) / others.length) - Math.floor((rest * i) / others.length);
    for (let n = 0; n < count; n++) people.push(personIn(ctx, company, team, n === 0));
  });
  return people;
}

/** `total` employees (rows of the employees table, second jobs included) of the large group. */
export function largeGroupPeople(total: number, now: Date): PersonSeed[] {
  const ctx: Ctx = { random: createRandom(20_260_501), now, seq: 0, mails: new Set() };
  const companies = largeCompanies();
  const secondJobs = Math.floor(total * 0.8 * 0.03);
  const sister = Math.floor(total * 0.05);
  const primaryJobs = total - secondJobs - 1; // 1: the bench account below
  const sizes = [primaryJobs - 4 * sister, sister, sister, sister, sister];
  const people = companies.flatMap((c, i) => companyPeople(ctx, c, sizes[i] ?? 0));
  // Second jobs, spread over company 9001: in a sister company's first team, never primary.
  const stride = Math.max(1, Math.floor((sizes[0] ?? 0) / Math.max(1, secondJobs)));
  for (let i = 0; i < secondJobs; i++) {
    const p = people[i * stride];
    const company = companies[1 + (i % 4)];
    const primary = p?.jobs[0];
    const division = company?.divisions[i % company.divisions.length];
    if (!company || !primary || !division) continue;
    const team = division.teams[0] ?? division.name;
    const path = [division.name, team] as const;
    p.jobs.push({
      ...primary,
      companyId: company.id,
      path,
      duty: null,
      primaryJob: false,
      workInfo: `${team} 겸직`,
    });
  }
  const bench = personIn(ctx, companies[0] as CompanySpec, ["IT본부", "IT1팀"], false);
  people.push({ ...bench, accountId: BENCH_ACCOUNT_ID, name: "한성능" });
  return people;
}
