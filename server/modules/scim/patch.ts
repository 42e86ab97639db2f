/**
 * PatchOp (RFC 7644 §3.5.2) applied to a resource's JSON: the route renders the resource, applies
 * the operations here, and stores the result as if it were a PUT, so PATCH and PUT share one
 * validation and one write. Accepts what Entra ID and Okta send: capitalised op names, no path
 * (the value is an object of attributes, keys possibly URN-qualified or dotted), value filters
 * such as `emails[type eq "work"].value` and `members[value eq "id"]`.
 */
import { z } from "zod";
import { MAX_PATCH_OPERATIONS, SCHEMA } from "./constants";
import { scimErrors } from "./errors";
import { parseFilter, type Comparison } from "./filter";

type Json = Record<string, unknown>;
type Op = "add" | "replace" | "remove";

export const patchBodySchema = z.object({
  schemas: z.array(z.string()).refine((s) => s.includes(SCHEMA.patchOp), "PatchOp schema"),
  Operations: z
    .array(
      z.object({
        op: z
          .string()
          .transform((s) => s.toLowerCase())
          .pipe(z.enum(["add", "replace", "remove"])),
        path: z.string().min(1).max(500).optional(),
        value: z.unknown().optional(),
      }),
    )
    .min(1)
    .max(MAX_PATCH_OPERATIONS),
});
export type PatchBody = z.infer<typeof patchBodySchema>;

interface Target {
  /** The object holding the attribute (the resource or an extension object). */
  holder: Json;
  attribute: string;
  filter?: Comparison[];
  sub?: string;
}

const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/** The key of `name` in `obj`, matched case-insensitively (attribute names are). */
function keyOf(obj: Json, name: string): string {
  return Object.keys(obj).find((k) => k.toLowerCase() === name.toLowerCase()) ?? name;
}

function child(obj: Json, name: string): Json {
  const key = keyOf(obj, name);
  if (!isObject(obj[key])) obj[key] = {};
  return obj[key] as Json;
}

/**
 * `schemas`: the resource's core schema first (its attributes live at the top level), then its
 * extensions (each an object under its URN).
 */
function resolve(resource: Json, schemas: readonly string[], rawPath: string): Target {
  let holder = resource;
  let path = rawPath;
  const urn = schemas.find((u) => path.toLowerCase().startsWith(u.toLowerCase()));
  if (urn === schemas[0]) {
    path = path.slice(urn!.length).replace(/^:/, "");
  } else if (urn) {
    holder = child(resource, urn);
    path = path.slice(urn.length).replace(/^:/, "");
    if (path === "") return { holder: resource, attribute: urn };
  } else if (path.toLowerCase().startsWith("urn:")) {
    throw scimErrors.invalidPath(`Unknown schema in path ${rawPath}`);
  }
  const match = /^([A-Za-z$][\w$-]*)(?:\[([^\]]*)\])?(?:\.([A-Za-z$][\w$-]*))?$/.exec(path);
  if (!match) throw scimErrors.invalidPath(`Unsupported path ${rawPath}`);
  const [, attribute = "", filter, sub] = match;
  if (filter === undefined && sub !== undefined) {
    // "name.givenName": a sub-attribute of a complex attribute.
    return { holder: child(holder, attribute), attribute: sub };
  }
  return {
    holder,
    attribute,
    ...(filter !== undefined ? { filter: parseFilter(filter) } : {}),
    ...(sub !== undefined ? { sub } : {}),
  };
}

function matches(element: unknown, filter: Comparison[]): boolean {
  if (!isObject(element)) return false;
  return filter.every(({ attribute, value }) => {
    const actual = element[keyOf(element, attribute)];
    return typeof actual === "string" && typeof value === "string"
      ? actual.toLowerCase() === value.toLowerCase()
      : actual === value;
  });
}

const sameMember = (a: unknown, b: unknown) =>
  isObject(a) && isObject(b) && a.value !== undefined && a.value === b.value;

function applyToFiltered(op: Op, target: Target & { filter: Comparison[] }, value: unknown) {
  const key = keyOf(target.holder, target.attribute);
  const list = Array.isArray(target.holder[key]) ? (target.holder[key] as unknown[]) : [];
  const hits = list.filter((e) => matches(e, target.filter));
  if (op === "remove") {
    target.holder[key] = target.sub
      ? list.map((e) => (hits.includes(e) ? omit(e as Json, target.sub!) : e))
      : list.filter((e) => !hits.includes(e));
    return;
  }
  if (hits.length === 0) {
    // Entra adds `emails[type eq "work"].value` to a person without a work address.
    const created: Json = Object.fromEntries(target.filter.map((c) => [c.attribute, c.value]));
    if (target.sub) created[target.sub] = value;
    else if (isObject(value)) Object.assign(created, value);
    target.holder[key] = [...list, created];
    return;
  }
  for (const hit of hits as Json[]) {
    if (target.sub) hit[keyOf(hit, target.sub)] = value;
    else if (isObject(value)) Object.assign(hit, value);
    else throw scimErrors.invalidValue(`${target.attribute}[...] takes an object`);
  }
}

function omit(obj: Json, name: string): Json {
  const copy = { ...obj };
  delete copy[keyOf(copy, name)];
  return copy;
}

function applyToAttribute(op: Op, target: Target, value: unknown) {
  const key = keyOf(target.holder, target.attribute);
  const current = target.holder[key];
  if (op === "remove") {
    if (Array.isArray(current) && Array.isArray(value)) {
      // Entra removes members as { op: "Remove", path: "members", value: [{ value: id }] }.
      target.holder[key] = current.filter((e) => !value.some((v) => sameMember(e, v)));
    } else {
      delete target.holder[key];
    }
    return;
  }
  if (value === undefined) throw scimErrors.invalidValue(`${op} needs a value`);
  if (op === "add" && Array.isArray(current)) {
    const added = Array.isArray(value) ? value : [value];
    const fresh = added.filter((v) => !current.some((e) => sameMember(e, v)));
    target.holder[key] = [...current, ...fresh];
  } else if (isObject(current) && isObject(value)) {
    target.holder[key] = { ...current, ...value };
  } else {
    target.holder[key] = value;
  }
}

/** Applies every operation to `resource` (mutated), in order; all or nothing at the caller. */
export function applyPatch(resource: Json, body: PatchBody, schemas: readonly string[]): void {
  for (const operation of body.Operations) {
    if (operation.path === undefined) {
      if (operation.op === "remove") throw scimErrors.noTarget("remove needs a path");
      if (!isObject(operation.value)) throw scimErrors.invalidValue("Without a path, value is an object");
      for (const [path, value] of Object.entries(operation.value)) {
        const target = resolve(resource, schemas, path);
        applyToAttribute(operation.op, target, value);
      }
      continue;
    }
    const target = resolve(resource, schemas, operation.path);
    if (target.filter) applyToFiltered(operation.op, { ...target, filter: target.filter }, operation.value);
    else applyToAttribute(operation.op, target, operation.value);
  }
}
