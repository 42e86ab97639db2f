import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/helpers/test-db";
import type { Database } from "../../db/client";
import { seedDemo } from "../../db/seed/demo";
import { canManageScope, loadAdminRights } from "./rights";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, new Date("2026-11-15T03:00:00Z"));
});
afterAll(() => database.close());

describe("admin rights of the demo accounts", () => {
  it("makes admin a group admin in whatever company its token names", async () => {
    const rights = await loadAdminRights(database.db, "admin", 1);
    expect(rights).toEqual({ kind: "GROUP", accountId: "admin", companyId: 1 });
    expect(canManageScope(rights!, null)).toBe(true);
    expect(canManageScope(rights!, 280)).toBe(true);
  });

  it("makes admin280 a company admin of 280 only", async () => {
    const rights = await loadAdminRights(database.db, "admin280", 280);
    expect(rights).toEqual({ kind: "COMPANY", accountId: "admin280", companyId: 280 });
    expect(canManageScope(rights!, 280)).toBe(true);
    expect(canManageScope(rights!, 1)).toBe(false);
    expect(canManageScope(rights!, null)).toBe(false);
    expect(await loadAdminRights(database.db, "admin280", 1)).toBeNull();
  });

  it("gives no rights to users, whatever their menu authority", async () => {
    expect(await loadAdminRights(database.db, "demo", 1)).toBeNull();
    expect(await loadAdminRights(database.db, "demo", 280)).toBeNull();
    expect(await loadAdminRights(database.db, "demo280", 280)).toBeNull();
  });
});
