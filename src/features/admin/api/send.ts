import { api } from "../../../lib/api-client";
import { newIdempotencyKey } from "../../../lib/idempotency-key";

/**
 * One admin change. The form keeps its Idempotency-Key until the server has answered, so a
 * submit repeated after a lost answer changes nothing twice (API.md "Wave-2 conventions").
 */
export function adminSend<T>(
  method: "POST" | "PUT" | "DELETE",
  path: string,
  body: unknown,
  idempotencyKey: string = newIdempotencyKey(),
): Promise<T> {
  return api<T>(`/admin${path}`, {
    method,
    body,
    headers: { "Idempotency-Key": idempotencyKey },
  });
}

/** A list answer as `{ items, total }`, also when the server sends a bare array. */
export function paged<T>(answer: T[] | { items: T[]; total?: number }): {
  items: T[];
  total: number;
} {
  if (Array.isArray(answer)) return { items: answer, total: answer.length };
  return { items: answer.items, total: answer.total ?? answer.items.length };
}
