/**
 * How the database runs a member search, asked with EXPLAIN of the very statement the app sent.
 * A listed member must not belong to a deactivated account; that check must probe the few
 * inactive accounts, not read every account of the group for each search (it did, and cost a
 * broad search 14 ms of its 20 ms budget at 50,000 employees: docs/performance.md).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { driverHandleOf } from "../../server/db/driver-handle";
import { search, setUp, type Fixture } from "../helpers/organization-support";
import { recordStatements, type SentStatement } from "../helpers/query-count";

let f: Fixture;
beforeAll(async () => {
  f = await setUp(); // which ends with ANALYZE: the plan depends on the statistics
}, 180_000);
afterAll(() => f?.t.close());

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  Plans?: PlanNode[];
}

async function planOf(statement: SentStatement): Promise<PlanNode> {
  const handle = driverHandleOf(f.t.database);
  const text = `explain (format json) ${statement.text}`;
  const result =
    handle.kind === "pglite"
      ? await handle.client.query<Record<string, unknown>>(text, statement.params)
      : await handle.pool.query<Record<string, unknown>>(text, statement.params);
  const cell = Object.values(result.rows[0] ?? {})[0];
  const [root] = (typeof cell === "string" ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
  return root!.Plan;
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

async function searchStatement(params: Record<string, string>): Promise<SentStatement> {
  const recorder = recordStatements(f.t.database);
  try {
    expect((await search(f.bench, params)).length).toBeGreaterThan(0);
  } finally {
    recorder.stop();
  }
  const statement = recorder.sent.find((s) => s.text.includes("union all"));
  if (!statement) throw new Error("the search sent no UNION ALL statement");
  return statement;
}

describe("member search plan", () => {
  it.each([
    ["a family name", { searchWord: "김", type: "name" }],
    ["part of a department's name", { searchWord: "개발", type: "department" }],
  ])("%s: no sequential read of the accounts table", async (_, params) => {
    const scans = nodesOf(await planOf(await searchStatement(params)))
      .filter((n) => n["Relation Name"] === "accounts")
      .map((n) => n["Node Type"]);
    expect(scans.length).toBeGreaterThan(0);
    expect(scans).not.toContain("Seq Scan");
  });
});
