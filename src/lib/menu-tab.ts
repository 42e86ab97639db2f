/**
 * Home tabs and the `menuId` search parameter (spec: 0 Work, 1 Office, 2 Favorite).
 * Shared by the home screen, the edit screens and the header's back link.
 */
export const MENU_TAB = { WORK: 0, OFFICE: 1, FAVORITE: 2 } as const;
export const MENU_TABS = [MENU_TAB.WORK, MENU_TAB.OFFICE, MENU_TAB.FAVORITE] as const;
export type MenuTab = (typeof MENU_TABS)[number];
export const DEFAULT_MENU_TAB: MenuTab = MENU_TAB.WORK;

/** Accepts 0, 1, 2 as numbers or digit strings; anything else gives undefined. */
export function parseMenuTab(value: unknown): MenuTab | undefined {
  const number =
    typeof value === "number"
      ? value
      : typeof value === "string" && /^\d$/.test(value)
        ? Number(value)
        : NaN;
  return (MENU_TABS as readonly number[]).includes(number) ? (number as MenuTab) : undefined;
}
