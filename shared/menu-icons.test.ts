import { describe, expect, it } from "vitest";
import { isMenuIcon, MENU_ICONS, menuIconOrNull } from "./menu-icons";

describe("menu icons", () => {
  it("has a small set of distinct lower-case names", () => {
    expect(MENU_ICONS.length).toBeGreaterThanOrEqual(12);
    expect(MENU_ICONS.length).toBeLessThanOrEqual(16);
    expect(new Set(MENU_ICONS).size).toBe(MENU_ICONS.length);
    for (const name of MENU_ICONS) expect(name).toMatch(/^[a-z]+$/);
  });

  it("accepts only names of the set", () => {
    expect(isMenuIcon("mail")).toBe(true);
    for (const value of ["Mail", "", " mail", "mail ", "rocket", null, undefined, 1, {}])
      expect(isMenuIcon(value)).toBe(false);
  });

  it("gives null for anything outside the set", () => {
    expect(menuIconOrNull("chart")).toBe("chart");
    expect(menuIconOrNull("rocket")).toBeNull();
    expect(menuIconOrNull(null)).toBeNull();
  });
});
