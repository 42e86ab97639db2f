/**
 * The favorites feature's public API: the user's personal links (the third home tab), read with
 * any edit still waiting in the outbox. The edit page stays behind its route.
 */
export { FAVORITE_OUTBOX_LIST, favoriteQuery, type FavoriteItem } from "./api";
