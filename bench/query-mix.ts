/**
 * A realistic mix of member searches, built from people who really are in the benchmark
 * company: full names, family and given names, 초성 (ㅎㄱㄷ) and mixed input (홍ㄱ), the last
 * four digits of a mobile number, the start of a mail address, department and position names.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../server/db/client";
import { rowsOf } from "../server/db/raw-rows";
import { createRandom } from "../server/db/seed/random";
import { choseongOf } from "../server/db/search-keys";
import type { OrganizationSearchType } from "../server/contract";

export interface BenchQuery {
  kind: string;
  searchWord: string;
  type: OrganizationSearchType;
}

interface Sample {
  name: string;
  department: string | null;
  position: string | null;
  mobile: string | null;
  mail: string | null;
}

const KINDS: readonly [string, OrganizationSearchType, (s: Sample) => string | null][] = [
  ["full name", "name", (s) => s.name],
  ["full name (all)", "all", (s) => s.name],
  ["family name", "name", (s) => s.name.slice(0, 1)],
  ["given name", "name", (s) => s.name.slice(1)],
  ["choseong", "all", (s) => choseongOf(s.name)],
  ["mixed 홍ㄱ", "all", (s) => s.name.slice(0, 1) + choseongOf(s.name.slice(1, 2))],
  ["phone last 4", "phone", (s) => s.mobile?.slice(-4) ?? null],
  ["phone last 4 (all)", "all", (s) => s.mobile?.slice(-4) ?? null],
  ["mail prefix", "mail", (s) => s.mail?.slice(0, 6) ?? null],
  ["department", "department", (s) => s.department?.slice(0, 3) ?? null],
  ["position", "position", (s) => s.position],
];

export async function buildQueryMix(
  db: Db,
  companyId: number,
  count: number,
): Promise<BenchQuery[]> {
  const people = await rowsOf<Sample & Record<string, unknown>>(
    db,
    sql`select a.name, d.name as department, e.position, e.mobile, e.mail
      from employees e join accounts a on a.account_id = e.account_id
      left join departments d on d.id = e.department_id
      where e.company_id = ${companyId} order by e.id`,
  );
  const random = createRandom(7);
  const queries: BenchQuery[] = [];
  while (queries.length < count) {
    const [kind, type, word] = KINDS[queries.length % KINDS.length] ?? KINDS[0]!;
    const searchWord = word(random.pick(people));
    if (searchWord) queries.push({ kind, type, searchWord });
  }
  return queries;
}
