/**
 * The persisted query cache's time limits. Apart from query-persist.ts: the query client and the
 * route loaders need them at start-up, the persister itself loads after the first paint.
 */

/** How long a persisted query is kept; the query client's gcTime must be at least this. */
export const PERSIST_MAX_AGE = 24 * 60 * 60 * 1000;
/**
 * Restoring never holds queries back longer than this; what a slower IndexedDB returns joins the
 * cache when it comes (query-restore.ts).
 */
export const RESTORE_TIMEOUT_MS = 1000;
