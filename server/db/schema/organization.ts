/** The group's companies and each company's department tree (organisation chart). */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, type AnyPgColumn } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

/** Ids are business ids chosen by the group (1, 280, ...), so they are not generated. */
export const companies = pgTable(
  "companies",
  {
    id: integer("id").primaryKey(),
    companyCode: text("company_code").notNull().unique("companies_company_code_key"),
    companyName: text("company_name").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("companies_id_positive", sql`${t.id} > 0`)],
);

/**
 * One tree per company: a root row (parentId null, usually the company itself) with 본부 and
 * 팀 below it. The whole tree of a company is read at once (GET /api/organization-chart/all),
 * so (company_id, parent_id, sort_order) serves both that read and a children lookup.
 */
export const departments = pgTable(
  "departments",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    parentId: integer("parent_id").references((): AnyPgColumn => departments.id, {
      onDelete: "cascade",
    }),
    name: text("name").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("departments_company_parent_idx").on(t.companyId, t.parentId, t.sortOrder),
    index("departments_parent_idx").on(t.parentId),
    check("departments_not_own_parent", sql`${t.parentId} is null or ${t.parentId} <> ${t.id}`),
  ],
);
