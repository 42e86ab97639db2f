/**
 * Idempotency-Key per edit state (API.md "Edits"): saving the same list again (a retry after a
 * failure or a lost answer) reuses the key, so the server applies it at most once; any change to
 * the list gets a fresh key.
 */
import { newIdempotencyKey } from "../../lib/idempotency-key";

/** Returns the key for a request body: the previous one while the body is unchanged. */
export function createIdempotencyKeys(): (body: unknown) => string {
  let last: { state: string; key: string } | undefined;
  return (body) => {
    const state = JSON.stringify(body);
    if (last?.state !== state) last = { state, key: newIdempotencyKey() };
    return last.key;
  };
}
