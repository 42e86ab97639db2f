import type { MenuItem } from "./api";

/** The server's flags come as booleans or as "Y"/"N". */
export const truthy = (value: unknown) => value === true || value === "Y" || value === "y";

/** Spec 3/9: Work and Office lists hide envType "PC" (and deleted) items. */
export function visibleMenuItems<T extends Pick<MenuItem, "envType" | "deleteFlag">>(
  items: readonly T[] | null | undefined,
): T[] {
  return (items ?? []).filter(
    (item) => String(item.envType ?? "").toUpperCase() !== "PC" && !truthy(item.deleteFlag),
  );
}
