/**
 * The response serializer of every route: the route's zod response schema is turned into JSON
 * Schema once, when the route is compiled, and fast-json-stringify builds a serializer from it.
 * zod at run time (fastify-type-provider-zod: encode, then JSON.stringify) cost about a tenth of
 * a cached read's CPU. A route added later gets this by declaring `schema.response` as usual.
 * - Like zod, the serializer writes only the schema's properties: a row with extra columns
 *   (a password hash, another company's id) never leaves the server.
 * - Schemas whose output is not plain data (transforms, codecs, defaults, dates, custom checks:
 *   see PLAIN_TYPES) keep zod's encoder, as does anything fast-json-stringify cannot compile.
 * - Answers that are not JSON objects (HTML, XML, strings, buffers, streams) never reach a
 *   serializer: Fastify only serializes objects sent as JSON (any `+json` media type included).
 * - In tests (`crossCheck`), every answer is also encoded by zod: an answer zod refuses fails as
 *   before (500), and one the two serializers would write differently fails loudly, so a schema
 *   this translation gets wrong shows up in the suite of the route that uses it.
 */
import { isDeepStrictEqual } from "node:util";
import fastJson from "fast-json-stringify";
import type { FastifySchemaCompiler } from "fastify";
import { serializerCompiler as zodSerializer } from "fastify-type-provider-zod";
import { z } from "zod";
import { toSerializableJsonSchema } from "./json-schema-for-serializer";

type SerializerCompiler = Parameters<FastifySchemaCompiler<unknown>>[0] extends infer R ? R : never;
type RouteSchema = SerializerCompiler & { method: string; url: string };
type Serialize = (data: unknown) => string;

export interface ResponseSerializerOptions {
  /** Also encode with zod and compare (tests): slower, and strict about every difference. */
  crossCheck: boolean;
  /** Told which serializer each route's answer got (the bench and tests list the zod ones). */
  onCompiled?: (
    route: { method: string; url: string; httpStatus?: string },
    by: "fast" | "zod",
  ) => void;
}

function zodSchemaOf(schema: unknown): z.ZodType | undefined {
  if (schema instanceof z.ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  return properties instanceof z.ZodType ? properties : undefined;
}

/** fast-json-stringify's serializer of `schema`, or undefined when zod has to do it. */
export function compileFastSerializer(schema: z.ZodType): Serialize | undefined {
  const jsonSchema = toSerializableJsonSchema(schema);
  if (!jsonSchema) return undefined;
  try {
    return fastJson(jsonSchema) as Serialize;
  } catch {
    return undefined; // a construct fast-json-stringify does not take: zod's encoder serves it
  }
}

export function responseSerializerCompiler(options: ResponseSerializerOptions) {
  return (route: RouteSchema): Serialize => {
    const zodSerialize = zodSerializer(route as Parameters<typeof zodSerializer>[0]);
    const schema = zodSchemaOf(route.schema);
    const fast = schema && compileFastSerializer(schema);
    options.onCompiled?.(route, fast ? "fast" : "zod");
    if (!schema || !fast) return zodSerialize;
    if (!options.crossCheck) return fast;
    return (data) => {
      const expected = zodSerialize(data); // throws its ResponseSerializationError as before
      const written = fast(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected)))
        throw new Error(
          `${route.method} ${route.url}: the fast serializer wrote ${written.slice(0, 500)}, ` +
            `zod ${expected.slice(0, 500)}`,
        );
      return written;
    };
  };
}
