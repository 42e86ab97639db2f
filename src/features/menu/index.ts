/**
 * The menu feature's public API: the user's Work and Office lists (spec 3), the rule of which of
 * their items a phone shows, and the outbox list each one's edits wait in. Home reads the lists
 * for its tabs; the edit routes show the outbox state of the list they edit.
 */
export { menuOutboxList, menuQuery, type MenuItem, type MenuType } from "./api";
export { truthy, visibleMenuItems } from "./visible-items";
