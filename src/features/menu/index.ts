/**
 * The menu feature's public API: the user's Work and Office lists (spec 3) and the rule of which
 * of their items a phone shows. Home reads them for its tabs; the edit page stays behind its route.
 */
export { menuOutboxList, menuQuery, type MenuItem, type MenuType } from "./api";
export { truthy, visibleMenuItems } from "./visible-items";
