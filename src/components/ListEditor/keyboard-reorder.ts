/**
 * Keyboard reordering of a list through each row's move handle (WAI-ARIA drag-and-drop practice):
 * Space or Enter picks the item up, ArrowUp/ArrowDown move it one place (Home/End to either end),
 * Space or Enter drops it, Escape puts the whole list back as it was when the item was picked up.
 * Pure: the component turns the outcome into state and an announcement.
 */
export interface Grab<T> {
  key: string;
  /** The list when the item was picked up, for Escape. */
  before: T[];
}

export type KeyOutcome<T> =
  | { kind: "grab"; grab: Grab<T> }
  | { kind: "move"; items: T[]; position: number }
  | { kind: "drop"; position: number }
  | { kind: "cancel"; items: T[]; position: number }
  | { kind: "ignore" };

export function moveTo<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

export function reorderKey<T>(
  key: string,
  items: T[],
  keyOf: (item: T) => string,
  itemKey: string,
  grab: Grab<T> | null,
): KeyOutcome<T> {
  const index = items.findIndex((item) => keyOf(item) === itemKey);
  if (index < 0) return { kind: "ignore" };
  const held = grab?.key === itemKey ? grab : null;
  if (key === " " || key === "Enter") {
    return held
      ? { kind: "drop", position: index + 1 }
      : { kind: "grab", grab: { key: itemKey, before: items } };
  }
  if (!held) return { kind: "ignore" };
  if (key === "Escape") {
    const position = held.before.findIndex((item) => keyOf(item) === itemKey) + 1;
    return { kind: "cancel", items: held.before, position };
  }
  const last = items.length - 1;
  const target =
    key === "ArrowUp"
      ? Math.max(0, index - 1)
      : key === "ArrowDown"
        ? Math.min(last, index + 1)
        : key === "Home"
          ? 0
          : key === "End"
            ? last
            : -1;
  if (target < 0) return { kind: "ignore" };
  return { kind: "move", items: moveTo(items, index, target), position: target + 1 };
}
