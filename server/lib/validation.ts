/**
 * The route validator: zod schemas, with every issue's message prepared in all four locales.
 * It replaces fastify-type-provider-zod's validatorCompiler (same entries, same marker symbol,
 * so that library's helpers keep working) because the error handler must answer in the caller's
 * locale while the validator, compiled per route, never sees the request.
 */
import type { FastifySchemaCompiler, FastifySchemaValidationError } from "fastify";
import { z } from "zod";
import type { Locale } from "../contract";
import { localizeIssue } from "../i18n/zod-issues";
import { findUnstorableText } from "./unstorable-text";

/** The marker fastify-type-provider-zod's hasZodFastifySchemaValidationErrors looks for. */
const ZOD_ENTRY = Symbol.for("ZodFastifySchemaValidationError");
const LOCALIZED = Symbol("localizedMessages");

type LocalizedEntry = FastifySchemaValidationError & { [LOCALIZED]?: Record<Locale, string> };

export const validatorCompiler: FastifySchemaCompiler<z.core.$ZodType> =
  ({ schema }) =>
  (data) => {
    const unstorable = findUnstorableText(data);
    const issues: z.core.$ZodIssue[] = unstorable.length
      ? unstorable.map((path) => unstorableIssue(path))
      : [];
    if (issues.length === 0) {
      const parsed = z.safeParse(schema, data);
      if (parsed.success) return { value: parsed.data };
      issues.push(...parsed.error.issues);
    }
    const error = issues.map((issue): LocalizedEntry => {
      const { path, code, message, ...params } = issue;
      return {
        [ZOD_ENTRY]: true,
        [LOCALIZED]: localizeIssue(issue, data),
        keyword: code,
        instancePath: `/${path.map(String).join("/")}`,
        schemaPath: `#/${path.map(String).join("/")}/${code}`,
        message,
        params,
      } as LocalizedEntry;
    });
    return { error };
  };

function unstorableIssue(path: PropertyKey[]): z.core.$ZodIssue {
  return {
    code: "custom",
    path,
    message: "validation.unstorableText",
    input: undefined,
  } as z.core.$ZodIssue;
}

/** The entry's message in `locale` (the stored text for entries not made by this validator). */
export function entryMessage(entry: FastifySchemaValidationError, locale: Locale): string {
  return (entry as LocalizedEntry)[LOCALIZED]?.[locale] ?? entry.message ?? "";
}

/** "/items/0/name" -> "items.0.name": how a form names its fields. */
export function entryPath(entry: FastifySchemaValidationError): string {
  return entry.instancePath.split("/").filter(Boolean).join(".");
}
