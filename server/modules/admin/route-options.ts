/**
 * The options every admin content route shares: the access token, the admin tag and security,
 * an Idempotency-Key on each change, and an enveloped answer. A routes file then states only its
 * path, summary, schemas and what follows the commit.
 */
import type { z } from "zod";
import {
  adminDeleteResultSchema,
  adminIdParamsSchema,
  envelope,
  idempotencyHeadersSchema,
} from "../../contract";
import { adminSecurity as security } from "./scope";

const config = { auth: "access" } as const;
const tags = ["admin"];

/** GET of a list, filtered by `querystring`. */
export function listOptions<Q extends z.ZodType, A extends z.ZodType>(
  summary: string,
  querystring: Q,
  answer: A,
) {
  return {
    config,
    schema: { tags, summary, security, querystring, response: { 200: envelope(answer) } },
  };
}

/** POST of a new item. */
export function createOptions<B extends z.ZodType, A extends z.ZodType>(
  summary: string,
  body: B,
  answer: A,
) {
  const headers = idempotencyHeadersSchema;
  return {
    config,
    schema: { tags, summary, security, headers, body, response: { 200: envelope(answer) } },
  };
}

/** PUT of the item `:id`, with the create's body. */
export function updateOptions<B extends z.ZodType, A extends z.ZodType>(
  summary: string,
  body: B,
  answer: A,
) {
  const { schema } = createOptions(summary, body, answer);
  return { config, schema: { ...schema, params: adminIdParamsSchema } };
}

/** DELETE of the item `:id`. */
export function deleteOptions(summary: string) {
  const headers = idempotencyHeadersSchema;
  const response = { 200: envelope(adminDeleteResultSchema) };
  return {
    config,
    schema: { tags, summary, security, params: adminIdParamsSchema, headers, response },
  };
}
