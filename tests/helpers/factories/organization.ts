/** Companies and departments, inserted straight into the test database. */
import type { Db } from "../../../server/db/client";
import { companies, departments } from "../../../server/db/schema";
import { nextNumber, uniqueCompanyId, uniqueName } from "./unique";

export interface TestDepartment {
  id: number;
  companyId: number;
  parentId: number | null;
  name: string;
}

export interface TestCompany {
  id: number;
  companyCode: string;
  companyName: string;
  /** The tree's root, named after the company as the seed does. */
  root: TestDepartment;
}

type CompanyValues = Partial<typeof companies.$inferInsert>;

export async function createCompany(db: Db, values: CompanyValues = {}): Promise<TestCompany> {
  const id = values.id ?? uniqueCompanyId();
  const [row] = await db
    .insert(companies)
    .values({
      companyCode: `C${id}`,
      companyName: `회사 ${id}`,
      sortOrder: nextNumber(),
      ...values,
      id,
    })
    .returning();
  if (!row) throw new Error("company not inserted");
  const root = await createDepartment(db, { companyId: id, name: row.companyName, sortOrder: 0 });
  return { id, companyCode: row.companyCode, companyName: row.companyName, root };
}

type DepartmentValues = Partial<typeof departments.$inferInsert> & { companyId: number };

export async function createDepartment(db: Db, values: DepartmentValues): Promise<TestDepartment> {
  const [row] = await db
    .insert(departments)
    .values({ name: uniqueName("팀"), sortOrder: nextNumber(), ...values })
    .returning();
  if (!row) throw new Error("department not inserted");
  return { id: row.id, companyId: row.companyId, parentId: row.parentId, name: row.name };
}
