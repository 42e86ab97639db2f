/**
 * The built-in icon set of Work/Office menu items: an admin picks one of these names for an item
 * (menus.icon), the server accepts only these, and the PWA draws each as its own inline SVG.
 * An item without an icon (and every favorite) shows the site's favicon or its initials instead.
 */
export const MENU_ICONS = [
  "mail",
  "calendar",
  "approval",
  "document",
  "people",
  "chart",
  "clock",
  "money",
  "bell",
  "book",
  "car",
  "building",
  "chat",
  "cloud",
  "shield",
  "link",
] as const;

export type MenuIcon = (typeof MENU_ICONS)[number];

const ICON_NAMES: ReadonlySet<string> = new Set(MENU_ICONS);

/** True for a name of the set (case-sensitive: the stored name is drawn as it is). */
export function isMenuIcon(value: unknown): value is MenuIcon {
  return typeof value === "string" && ICON_NAMES.has(value);
}

/** A stored or sent icon name as the API gives it: a name of the set, anything else null. */
export function menuIconOrNull(value: unknown): MenuIcon | null {
  return isMenuIcon(value) ? value : null;
}
