/**
 * The JSON Schema fast-json-stringify compiles a response serializer from (response-serializer.ts),
 * derived from a route's zod response schema, or undefined when that schema's answers are not
 * plain data that JSON Schema can describe the way zod writes them.
 */
import { z } from "zod";

/*
 * zod types whose encoded output is the value itself (no transform, no default filled in, no
 * conversion such as Date -> string). Anything else (transform, pipe/codec, default, prefault,
 * catch, custom, date, bigint, map, set, ...) keeps zod's encoder.
 */
const PLAIN_TYPES = new Set([
  "string",
  "number",
  "boolean",
  "null",
  "any",
  "unknown",
  "enum",
  "literal",
  "template_literal",
  "object",
  "array",
  "tuple",
  "record",
  "union",
  "intersection",
  "optional",
  "nullable",
  "readonly",
  "lazy",
]);

interface ZodDef {
  type: string;
  [key: string]: unknown;
}

const defOf = (schema: unknown): ZodDef => (schema as { _zod: { def: ZodDef } })._zod.def;

/** Whether `schema` and everything inside it is plain data (PLAIN_TYPES). */
export function isPlainData(schema: z.ZodType, seen = new Set<unknown>()): boolean {
  if (seen.has(schema)) return true; // a recursive (lazy) schema: judged where it started
  seen.add(schema);
  const def = defOf(schema);
  if (!PLAIN_TYPES.has(def.type)) return false;
  return childrenOf(def).every((child) => isPlainData(child, seen));
}

function childrenOf(def: ZodDef): z.ZodType[] {
  const children: unknown[] = [];
  switch (def.type) {
    case "object": {
      children.push(...Object.values(def.shape as Record<string, unknown>));
      const catchall = def.catchall as z.ZodType | undefined;
      // strictObject's catchall is `never` (no other keys): nothing to write either way.
      if (catchall && defOf(catchall).type !== "never") children.push(catchall);
      break;
    }
    case "array":
      children.push(def.element);
      break;
    case "tuple":
      children.push(...(def.items as unknown[]));
      if (def.rest) children.push(def.rest);
      break;
    case "record":
      children.push(def.keyType, def.valueType);
      break;
    case "union":
      children.push(...(def.options as unknown[]));
      break;
    case "intersection":
      children.push(def.left, def.right);
      break;
    case "optional":
    case "nullable":
    case "readonly":
      children.push(def.innerType);
      break;
    case "lazy":
      children.push((def.getter as () => unknown)());
      break;
  }
  return children as z.ZodType[];
}

type JsonSchema = Record<string, unknown>;

/**
 * Drops `additionalProperties: false`: zod strips unknown keys instead of refusing them, and
 * fast-json-stringify writes only declared properties anyway, but would choose a union's branch
 * (ajv) by refusing an object with extra keys where zod accepts it.
 */
function strippingObjects(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strippingObjects);
  if (node === null || typeof node !== "object") return node;
  const copy: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "additionalProperties" && value === false) continue;
    if (key === "$schema") continue;
    copy[key] = strippingObjects(value);
  }
  return copy;
}

export function toSerializableJsonSchema(schema: z.ZodType): JsonSchema | undefined {
  if (!isPlainData(schema)) return undefined;
  try {
    const jsonSchema = z.toJSONSchema(schema, {
      target: "draft-7",
      io: "output",
      unrepresentable: "throw",
      cycles: "ref",
      reused: "inline",
    });
    return strippingObjects(jsonSchema) as JsonSchema;
  } catch {
    return undefined;
  }
}
