/**
 * The favorites feature's public API: the user's personal links (the third home tab), read with
 * any edit still waiting in the outbox, and the outbox list those edits wait in (the edit route
 * shows its state).
 */
export { FAVORITE_OUTBOX_LIST, favoriteQuery, type FavoriteItem } from "./api";
