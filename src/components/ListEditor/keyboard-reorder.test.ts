import { describe, expect, it } from "vitest";
import { reorderKey, type Grab } from "./keyboard-reorder";

const keyOf = (item: string) => item;
const list = ["a", "b", "c", "d"];

describe("keyboard reordering", () => {
  it("picks up with Space or Enter, moves with the arrows, drops with Space or Enter", () => {
    const picked = reorderKey(" ", list, keyOf, "b", null);
    expect(picked).toEqual({ kind: "grab", grab: { key: "b", before: list } });
    const grab = (picked as { grab: Grab<string> }).grab;
    expect(reorderKey("ArrowDown", list, keyOf, "b", grab)).toEqual({
      kind: "move",
      items: ["a", "c", "b", "d"],
      position: 3,
    });
    expect(reorderKey("ArrowUp", list, keyOf, "b", grab)).toMatchObject({
      items: ["b", "a", "c", "d"],
      position: 1,
    });
    expect(reorderKey("End", list, keyOf, "b", grab)).toMatchObject({ position: 4 });
    expect(reorderKey("Enter", list, keyOf, "b", grab)).toEqual({ kind: "drop", position: 2 });
    expect(reorderKey("Enter", list, keyOf, "a", null)).toMatchObject({ kind: "grab" });
  });

  it("stops at either end and ignores arrows when nothing is picked up", () => {
    const grab = { key: "a", before: list };
    expect(reorderKey("ArrowUp", list, keyOf, "a", grab)).toMatchObject({ items: list });
    expect(reorderKey("ArrowDown", list, keyOf, "a", null)).toEqual({ kind: "ignore" });
    expect(reorderKey("x", list, keyOf, "a", grab)).toEqual({ kind: "ignore" });
  });

  it("Escape restores the list as it was when the item was picked up", () => {
    const moved = ["b", "c", "a", "d"];
    expect(reorderKey("Escape", moved, keyOf, "a", { key: "a", before: list })).toEqual({
      kind: "cancel",
      items: list,
      position: 1,
    });
  });
});
