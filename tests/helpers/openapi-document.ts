/**
 * The served OpenAPI document read as a list of operations for the fuzz suite: parameters, body
 * schema, whether a bearer token is needed, and a zod validator for each documented JSON answer.
 */
import { z } from "zod";
import type { Schema } from "./openapi-arbitraries";

export interface Parameter {
  in: "path" | "query" | "header";
  name: string;
  required?: boolean;
  schema: Schema;
}
export interface Document {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: object };
}
export interface OperationObject {
  parameters?: Parameter[];
  security?: Record<string, unknown>[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}
export interface Operation {
  method: "GET" | "POST" | "PUT";
  path: string;
  key: string;
  authenticated: boolean;
  /** Takes an integration key (API.md "Integration"), not a person's token. */
  integration: boolean;
  parameters: Parameter[];
  body?: Schema;
  documented: Record<string, z.ZodType | null>;
}
export function operationsOf(doc: Document): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => {
      const documented: Operation["documented"] = {};
      for (const [status, response] of Object.entries(op.responses)) {
        const schema = response.content?.["application/json"]?.schema;
        documented[status] = schema ? validatorOf(schema, doc) : null;
      }
      return {
        method: method.toUpperCase() as Operation["method"],
        path,
        key: `${method.toUpperCase()} ${path}`,
        // A person's token: the integration calls (integrationKey) take a key instead.
        authenticated: (op.security ?? []).some((scheme) => "bearerAuth" in scheme),
        integration: (op.security ?? []).some((scheme) => "integrationKey" in scheme),
        parameters: op.parameters ?? [],
        body: op.requestBody?.content["application/json"]?.schema,
        documented,
      };
    }),
  );
}

// zod resolves only local $defs: move the document's components there.
function validatorOf(schema: object, doc: Document): z.ZodType {
  const local = JSON.stringify(schema).replaceAll('"#/components/schemas/', '"#/$defs/');
  return z.fromJSONSchema({
    $schema: "https://json-schema.org/draft/2020-12/schema",
    ...JSON.parse(local),
    $defs: JSON.parse(
      JSON.stringify(doc.components?.schemas ?? {}).replaceAll(
        '"#/components/schemas/',
        '"#/$defs/',
      ),
    ),
  });
}
