/**
 * Body rules beyond the schema (a period's order, a required title in one of two fields, ids
 * once): checked after the rights, so anyone without them gets 403 for every request the
 * OpenAPI document accepts; a manager gets 400 VALIDATION_ERROR with the field.
 */
import type { FastifyRequest } from "fastify";
import { periodInOrder } from "../../contract";
import { resolveLocale, translate, type MessageKey } from "../../i18n";
import { apiErrors } from "../../lib/api-error";

export function fieldError(request: FastifyRequest, path: string, key: MessageKey) {
  const message = translate(resolveLocale(request), key);
  return apiErrors.validation([{ path, in: "body", message }], { messageKey: key });
}

export function assertPeriod(
  request: FastifyRequest,
  from: string | null | undefined,
  to: string | null | undefined,
  field: string,
): void {
  if (!periodInOrder(from, to)) throw fieldError(request, field, "admin.periodOrder");
}
