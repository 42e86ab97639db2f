/**
 * Generated employees filling every department of the demo group: a 대표이사 per company, a
 * 본부장 per division, a 팀장 and five to eight members per team, and some holding-company
 * staff with a second job (겸직) in a subsidiary. Deterministic: same seed, same people.
 */
import {
  DEMO_COMPANIES,
  POSITIONS,
  type CompanySpec,
  type DepartmentPath,
  type Position,
} from "./org-chart";
import { daysBefore, type JobSeed, type PersonSeed } from "./people-types";
import { familyName, givenName } from "./korean-names";
import { createRandom, type Random } from "./random";
import { romanize, romanizeFamilyName } from "./romanize";

const SEED = 20_220_101;
const MEMBER_POSITIONS: readonly Position[] = [
  "사원",
  "사원",
  "사원",
  "주임",
  "주임",
  "대리",
  "대리",
  "대리",
  "과장",
  "과장",
  "차장",
];

interface Context {
  random: Random;
  now: Date;
  usedIds: Set<string>;
  usedMobiles: Set<string>;
}

function uniqueAccountId(ctx: Context, family: string, given: string): string {
  const base = `${romanize(given)}.${romanizeFamilyName(family)}`;
  let id = base;
  for (let n = 2; ctx.usedIds.has(id); n++) id = `${base}${n}`;
  ctx.usedIds.add(id);
  return id;
}

function uniqueMobile(ctx: Context): string {
  for (;;) {
    const mobile = `010-${ctx.random.int(2000, 9999)}-${String(ctx.random.int(0, 9999)).padStart(4, "0")}`;
    if (!ctx.usedMobiles.has(mobile)) {
      ctx.usedMobiles.add(mobile);
      return mobile;
    }
  }
}

function person(
  ctx: Context,
  company: CompanySpec,
  path: DepartmentPath,
  position: Position,
  duty: string | null,
): PersonSeed {
  const { random, now } = ctx;
  const family = familyName(random);
  const given = givenName(random);
  const accountId = uniqueAccountId(ctx, family, given);
  const mobile = uniqueMobile(ctx);
  const mail = `${accountId}@${company.mailDomain}`;
  const rank = POSITIONS.indexOf(position);
  const age = 25 + rank * 3 + random.int(0, 4);
  const birthYear = now.getUTCFullYear() - age;
  const unit = path[path.length - 1] ?? company.companyName;
  const job: JobSeed = {
    companyId: company.id,
    path,
    position,
    duty,
    authority: "USER",
    primaryJob: true,
    joinYear: Math.min(now.getUTCFullYear(), birthYear + 26 + random.int(0, 6)),
    mobile,
    mail,
    landline: `${company.landlinePrefix}-${String(random.int(1000, 9999))}`,
    birthday: `${birthYear}-${String(random.int(1, 12)).padStart(2, "0")}-${String(random.int(1, 28)).padStart(2, "0")}`,
    workInfo: duty ? `${unit} 총괄` : `${unit} 업무 담당`,
  };
  return {
    accountId,
    name: `${family}${given}`,
    phone: mobile,
    email: mail,
    initLogin: false,
    passwordChangedAt: daysBefore(now, random.int(1, 80)),
    lastLoginAt: random.chance(0.85) ? daysBefore(now, random.int(0, 30)) : null,
    jobs: [job],
  };
}

function companyPeople(ctx: Context, company: CompanySpec): PersonSeed[] {
  const { random } = ctx;
  const people = [person(ctx, company, [], "사장", "대표이사")];
  for (const division of company.divisions) {
    people.push(
      person(
        ctx,
        company,
        [division.name],
        random.pick<Position>(["이사", "상무", "전무"]),
        "본부장",
      ),
    );
    for (const team of division.teams) {
      const path = [division.name, team] as const;
      people.push(person(ctx, company, path, random.pick<Position>(["차장", "부장"]), "팀장"));
      const members = random.int(5, 8);
      for (let i = 0; i < members; i++)
        people.push(person(ctx, company, path, random.pick(MEMBER_POSITIONS), null));
    }
  }
  return people;
}

/** Every 8th holding-company member also works for a subsidiary (second, non-primary job). */
function addSecondJobs(ctx: Context, people: PersonSeed[]): void {
  const holding = people.filter((p) => p.jobs[0]?.companyId === 1 && p.jobs[0].duty === null);
  const subsidiaries = DEMO_COMPANIES.filter((c) => c.id !== 1);
  holding.forEach((p, i) => {
    const primary = p.jobs[0];
    if (i % 8 !== 0 || !primary) return;
    const company = ctx.random.pick(subsidiaries);
    const division = ctx.random.pick(company.divisions);
    const team = ctx.random.pick(division.teams);
    p.jobs.push({
      ...primary,
      companyId: company.id,
      path: [division.name, team],
      primaryJob: false,
      mail: `${p.accountId}@${company.mailDomain}`,
      landline: `${company.landlinePrefix}-${String(ctx.random.int(1000, 9999))}`,
      workInfo: `${team} 겸직`,
    });
  });
}

/** `taken`: account ids and mobiles already used by the named demo accounts. */
export function generatedPeople(
  now: Date,
  taken: { accountIds: string[]; mobiles: string[] },
): PersonSeed[] {
  const ctx: Context = {
    random: createRandom(SEED),
    now,
    usedIds: new Set(taken.accountIds),
    usedMobiles: new Set(taken.mobiles),
  };
  const people = DEMO_COMPANIES.flatMap((company) => companyPeople(ctx, company));
  addSecondJobs(ctx, people);
  return people;
}
