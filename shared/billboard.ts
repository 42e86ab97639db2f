/**
 * Spec 9: up to 5 billboards. The server answers at most this many (newest first) and the PWA's
 * popup shows at most this many, so an answer from an older or newer server never overflows it.
 */
export const BILLBOARD_LIMIT = 5;
