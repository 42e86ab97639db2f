/**
 * Department paths ("본사/경영지원본부/인사팀") to ids, per company. A path starts at a top
 * department of the company; when its first part names none and the company has exactly one top
 * department (the usual tree: the company itself on top), the path is read below that one.
 * Missing departments along a path are created by the apply, parents first.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/raw-rows";

interface DepartmentRow extends Record<string, unknown> {
  id: number;
  company_id: number;
  parent_id: number | null;
  name: string;
}

const keyOf = (companyId: number, path: readonly string[]) => `${companyId}\n${path.join("/")}`;

export class DepartmentTree {
  private readonly ids = new Map<string, number>();
  private readonly soleTop = new Map<number, string>();
  /** Paths to create, each with its parent path (already existing or created before it). */
  readonly missing = new Map<string, { companyId: number; path: string[] }>();

  constructor(rows: readonly DepartmentRow[]) {
    const byId = new Map(rows.map((r) => [r.id, r]));
    const pathOf = (row: DepartmentRow, depth = 0): string[] | null => {
      if (row.parent_id === null) return [row.name];
      const parent = byId.get(row.parent_id);
      const above = parent && depth < 50 ? pathOf(parent, depth + 1) : null;
      return above ? [...above, row.name] : null;
    };
    // Lowest id first, so of two same-named siblings the older one wins.
    for (const row of [...rows].sort((a, b) => a.id - b.id)) {
      const path = pathOf(row);
      const key = path && keyOf(row.company_id, path);
      if (key && !this.ids.has(key)) this.ids.set(key, row.id);
    }
    const tops = new Map<number, string[]>();
    for (const row of rows)
      if (row.parent_id === null)
        tops.set(row.company_id, [...(tops.get(row.company_id) ?? []), row.name]);
    for (const [companyId, names] of tops)
      if (names.length === 1) this.soleTop.set(companyId, names[0]!);
  }

  /** The full path the file's path means in this company (see the file comment). */
  resolve(companyId: number, path: readonly string[]): string[] {
    const top = this.soleTop.get(companyId);
    if (top === undefined || path[0] === top || this.ids.has(keyOf(companyId, path.slice(0, 1))))
      return [...path];
    return [top, ...path];
  }

  /** The id of an existing path, noting every missing part for the apply; null when missing. */
  idOf(companyId: number, path: readonly string[]): number | null {
    for (let depth = 1; depth <= path.length; depth++) {
      const part = path.slice(0, depth);
      const key = keyOf(companyId, part);
      if (!this.ids.has(key) && !this.missing.has(key))
        this.missing.set(key, { companyId, path: part });
    }
    return this.ids.get(keyOf(companyId, path)) ?? null;
  }

  /** Creates the missing departments, parents first; after it idOf knows every path. */
  async create(tx: Db): Promise<number> {
    const pending = [...this.missing.values()].sort((a, b) => a.path.length - b.path.length);
    const depths = new Set(pending.map((p) => p.path.length));
    for (const depth of [...depths].sort((a, b) => a - b)) {
      const level = pending.filter((p) => p.path.length === depth);
      const values = level.map((p) => ({
        c: p.companyId,
        p: depth === 1 ? null : this.ids.get(keyOf(p.companyId, p.path.slice(0, -1))),
        n: p.path[depth - 1],
      }));
      const created = await rowsOf<DepartmentRow>(
        tx,
        sql`insert into departments (company_id, parent_id, name)
          select c, p, n from json_to_recordset(${JSON.stringify(values)}::json) as v(c integer, p integer, n text)
          returning id, company_id, parent_id, name`,
      );
      // Matched by (company, parent, name), not by position: RETURNING promises no order.
      const byNode = new Map(
        created.map((r) => [`${r.company_id}/${r.parent_id}/${r.name}`, r.id]),
      );
      level.forEach((p, i) => {
        const v = values[i]!;
        this.ids.set(keyOf(p.companyId, p.path), byNode.get(`${v.c}/${v.p ?? null}/${v.n}`)!);
      });
    }
    this.missing.clear();
    return pending.length;
  }
}

export async function loadDepartmentTree(db: Db, companyIds: readonly number[]) {
  const rows = await rowsOf<DepartmentRow>(
    db,
    sql`select id, company_id, parent_id, name from departments
      where company_id in (select value::integer from json_array_elements_text(${JSON.stringify(companyIds)}::json))`,
  );
  return new DepartmentTree(rows);
}
