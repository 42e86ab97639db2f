/** Drizzle relations, for `db.query.*.findMany({ with: ... })`; they add no SQL constraints. */
import { relations } from "drizzle-orm";
import { favorites, menus, userMenuOrder } from "./menus";
import { companies, departments } from "./organization";
import { accounts, employees } from "./people";

export const companiesRelations = relations(companies, ({ many }) => ({
  departments: many(departments),
  employees: many(employees),
}));

export const departmentsRelations = relations(departments, ({ one, many }) => ({
  company: one(companies, { fields: [departments.companyId], references: [companies.id] }),
  parent: one(departments, {
    fields: [departments.parentId],
    references: [departments.id],
    relationName: "tree",
  }),
  children: many(departments, { relationName: "tree" }),
  employees: many(employees),
}));

export const accountsRelations = relations(accounts, ({ many }) => ({
  jobs: many(employees),
}));

export const employeesRelations = relations(employees, ({ one }) => ({
  account: one(accounts, { fields: [employees.accountId], references: [accounts.accountId] }),
  company: one(companies, { fields: [employees.companyId], references: [companies.id] }),
  department: one(departments, { fields: [employees.departmentId], references: [departments.id] }),
}));

export const menusRelations = relations(menus, ({ one }) => ({
  company: one(companies, { fields: [menus.companyId], references: [companies.id] }),
}));

export const userMenuOrderRelations = relations(userMenuOrder, ({ one }) => ({
  menu: one(menus, { fields: [userMenuOrder.menuId], references: [menus.id] }),
}));

export const favoritesRelations = relations(favorites, ({ one }) => ({
  account: one(accounts, { fields: [favorites.accountId], references: [accounts.accountId] }),
}));
