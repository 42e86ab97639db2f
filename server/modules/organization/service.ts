/**
 * Turns repository rows into the API.md "Organisation chart" results: the department tree, a
 * member with all their jobs (primary first) and the ranked search answer.
 */
import type {
  OrganizationJob,
  OrganizationMember,
  OrganizationNode,
  OrganizationSearchType,
} from "../../contract";
import type { Db } from "../../db/client";
import { readThrough } from "../../lib/node-cache";
import { rankMatches } from "./ranking";
import {
  countMembersByDepartment,
  listDepartmentMembers,
  listDepartments,
  searchMembers,
  type JobRow,
  type MemberRow,
} from "./repository";
import { parseSearch } from "./search-query";

/** The legacy data writes "-" for "none" (spec section 3); the PWA shows it as empty. */
export const orDash = (value: string | null): string => (value && value.trim() ? value : "-");
export const yn = (flag: boolean): "Y" | "N" => (flag ? "Y" : "N");

/** Read through the node's cache (gp_organization: whoever updates the chart announces it). */
export async function departmentTree(db: Db, companyId: number): Promise<OrganizationNode[]> {
  return readThrough(db, "organization", `${companyId}/`, () => queryTree(db, companyId));
}

async function queryTree(db: Db, companyId: number): Promise<OrganizationNode[]> {
  const [rows, counts] = await Promise.all([
    listDepartments(db, companyId),
    countMembersByDepartment(db, companyId),
  ]);
  const countOf = new Map(counts.map((c) => [c.departmentId, Number(c.count)]));
  const nodes = new Map<number, OrganizationNode>(
    rows.map((r) => [r.id, { ...r, memberCount: countOf.get(r.id) ?? 0, children: [] }]),
  );
  const roots: OrganizationNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    // A parent outside the company (bad data) makes the node a root rather than losing it.
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

export function toJob(row: JobRow): OrganizationJob {
  return {
    companyId: Number(row.companyId),
    companyName: row.companyName,
    employeeNo: row.employeeNo,
    departmentId: row.departmentId === null ? null : Number(row.departmentId),
    departmentName: row.departmentName ?? row.companyName,
    duty: orDash(row.duty),
    position: orDash(row.position),
    primaryJobYn: yn(row.primaryJob),
  };
}

export function toMember(r: MemberRow): OrganizationMember {
  return {
    employeeNo: r.employeeNo,
    accountId: r.accountId,
    name: r.name,
    companyId: r.companyId,
    departmentId: r.departmentId,
    departmentName: r.departmentName ?? r.companyName,
    position: orDash(r.position),
    duty: orDash(r.duty),
    mobile: r.mobile,
    mail: r.mail,
    primaryJobYn: yn(r.primaryJob),
    jobs: r.jobs.map(toJob),
  };
}

export interface MemberSearch {
  companyId: number;
  searchWord: string;
  type: OrganizationSearchType;
  departmentId?: number | undefined;
  limit: number;
}

/** A department's members in listing order, or the ranked hits of a search (narrowed to it). */
export async function findMembers(db: Db, q: MemberSearch): Promise<OrganizationMember[]> {
  const query = parseSearch(q.searchWord, q.type);
  // The flag first, then the row: on Node 20 a literal that spreads and then adds takes ~3 µs,
  // and a department's listing can rank thousands of rows (docs/performance.md).
  const rank = (rows: readonly MemberRow[]) =>
    rankMatches(
      rows.filter((r) => query.matches(r.keys)).map((r) => ({ primaryJobYn: r.primaryJob, ...r })),
      query,
    );
  if (q.departmentId !== undefined) {
    const rows = await listDepartmentMembers(db, q.companyId, q.departmentId);
    return (query.kind === "empty" ? rows : rank(rows)).map(toMember);
  }
  const rows = await searchMembers(db, q.companyId, query, q.limit);
  return rank(rows).slice(0, q.limit).map(toMember);
}
