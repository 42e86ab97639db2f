/** Inserts the companies and their department trees; returns department ids by path. */
import type { Db } from "../client";
import { companies, departments } from "../schema";
import { insertAll } from "./insert-all";
import { departmentKeyOf, type CompanySpec, type DepartmentPath } from "./org-chart";

export type DepartmentIds = ReadonlyMap<string, number>;

type Level = {
  companyId: number;
  path: DepartmentPath;
  parentPath: DepartmentPath | null;
  name: string;
  sortOrder: number;
};

/** Root, then divisions, then teams: each level needs the ids of the one above. */
function levels(specs: readonly CompanySpec[]): Level[][] {
  const roots: Level[] = [];
  const divisions: Level[] = [];
  const teams: Level[] = [];
  for (const c of specs) {
    roots.push({ companyId: c.id, path: [], parentPath: null, name: c.companyName, sortOrder: 0 });
    c.divisions.forEach((d, i) => {
      divisions.push({
        companyId: c.id,
        path: [d.name],
        parentPath: [],
        name: d.name,
        sortOrder: i + 1,
      });
      d.teams.forEach((t, j) =>
        teams.push({
          companyId: c.id,
          path: [d.name, t],
          parentPath: [d.name],
          name: t,
          sortOrder: j + 1,
        }),
      );
    });
  }
  return [roots, divisions, teams];
}

export async function seedOrganization(
  db: Db,
  specs: readonly CompanySpec[],
): Promise<DepartmentIds> {
  await insertAll(
    db,
    companies,
    specs.map((c, i) => ({
      id: c.id,
      companyCode: c.companyCode,
      companyName: c.companyName,
      sortOrder: i + 1,
    })),
  );
  const ids = new Map<string, number>();
  for (const level of levels(specs)) {
    const inserted = await db
      .insert(departments)
      .values(
        level.map((d) => ({
          companyId: d.companyId,
          parentId:
            d.parentPath === null
              ? null
              : (ids.get(departmentKeyOf(d.companyId, d.parentPath)) ?? null),
          name: d.name,
          sortOrder: d.sortOrder,
        })),
      )
      .returning({
        id: departments.id,
        companyId: departments.companyId,
        parentId: departments.parentId,
        name: departments.name,
      });
    // Matched by (company, parent, name), not by position: RETURNING order is not guaranteed.
    const byKey = new Map(
      inserted.map((row) => [`${row.companyId}|${row.parentId}|${row.name}`, row.id]),
    );
    for (const d of level) {
      const parentId =
        d.parentPath === null
          ? null
          : (ids.get(departmentKeyOf(d.companyId, d.parentPath)) ?? null);
      const id = byKey.get(`${d.companyId}|${parentId}|${d.name}`);
      if (id === undefined) throw new Error(`department not inserted: ${d.name}`);
      ids.set(departmentKeyOf(d.companyId, d.path), id);
    }
  }
  return ids;
}
