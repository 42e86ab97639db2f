import { describe, expect, it } from "vitest";
import { parseMenuTab } from "../../lib/menu-tab";
import { validateHomeSearch } from "./search";

describe("validateHomeSearch (menuId of /)", () => {
  it.each([0, 1, 2])("keeps menuId %s as a number", (menuId) => {
    expect(validateHomeSearch({ menuId })).toEqual({ menuId });
  });

  it.each([
    ["0", 0],
    ["1", 1],
    ["2", 2],
  ])("accepts the digit string %j", (raw, menuId) => {
    expect(validateHomeSearch({ menuId: raw })).toEqual({ menuId });
  });

  it.each([7, "7", "abc", -1, 1.5, "", " 1", "01", null, true, {}, [1]])(
    "drops the invalid value %j",
    (menuId) => {
      expect(validateHomeSearch({ menuId })).toStrictEqual({ menuId: undefined });
    },
  );

  it("drops unrelated search params and tolerates a missing menuId", () => {
    expect(validateHomeSearch({ source: "pwa" })).toStrictEqual({ menuId: undefined });
    expect(validateHomeSearch({ source: "pwa", menuId: 2 })).toEqual({ menuId: 2 });
  });

  it("parseMenuTab never throws", () => {
    expect(parseMenuTab(Symbol("x"))).toBeUndefined();
    expect(parseMenuTab(undefined)).toBeUndefined();
  });
});
