/**
 * Request generators for the fuzz suite: a valid request (path, query, headers, body) per
 * operation of the OpenAPI document, the mutations that make one invalid, and the inject options
 * that send it.
 */
import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { invalidValues, valid, type Schema } from "./openapi-arbitraries";
import type { Operation, Parameter } from "./openapi-document";

export interface Request {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body?: unknown;
}
export type Mutation = [label: string, apply: (r: Request) => Request];

// "." and ".." as a path segment are dot-segments, which URL parsing removes (RFC 3986 5.2.4),
// percent-encoded too: WHATWG URL, as browsers and light-my-request parse it, reads "%2E" as ".".
// No client can send such a path parameter, so a valid request never holds one.
const isDotSegment = (v: unknown) => v === "." || v === "..";

const part = (op: Operation, where: Parameter["in"]) => {
  const params = op.parameters.filter((p) => p.in === where);
  const valueOf = (p: Parameter) =>
    where === "path" ? valid(p.schema).filter((v) => !isDotSegment(v)) : valid(p.schema);
  const record = Object.fromEntries(params.map((p) => [p.name, valueOf(p)]));
  const requiredKeys = params.filter((p) => p.required || where === "path").map((p) => p.name);
  return fc.record(record, { requiredKeys });
};

export function validRequest(op: Operation): fc.Arbitrary<Request> {
  return fc.record({
    path: part(op, "path"),
    query: part(op, "query"),
    headers: part(op, "header"),
    ...(op.body ? { body: valid(op.body) } : {}),
  });
}

const withPart = (r: Request, where: "path" | "query" | "headers", name: string, v?: unknown) => {
  const copy = { ...r[where] };
  if (v === undefined) delete copy[name];
  else copy[name] = v;
  return { ...r, [where]: copy };
};

/** Every way the document says a request of `op` is wrong. */
export function mutationsOf(op: Operation): Mutation[] {
  const out: Mutation[] = [];
  for (const p of op.parameters) {
    const where = p.in === "header" ? "headers" : p.in;
    // Path and query values are text: a number "for a string" is just text there. A lone
    // surrogate has no UTF-8 form: in a query it decodes to U+FFFD (valid text); in a path it
    // makes the URL undecodable, which is still a case worth sending.
    const values = invalidValues(p.schema).filter(
      ([label]) =>
        label !== "number for string" && !(p.in === "query" && label === "lone surrogate"),
    );
    // Headers carry neither NUL nor lone surrogates through HTTP; the value rules still apply.
    const usable = p.in === "header" ? values.filter(([l]) => /long|empty/.test(l)) : values;
    for (const [label, v] of usable)
      out.push([`${p.in} ${p.name}: ${label}`, (r) => withPart(r, where, p.name, v)]);
    if (p.required && p.in === "query")
      out.push([`query ${p.name}: missing`, (r) => withPart(r, where, p.name)]);
  }
  if (op.body) out.push(...bodyMutations(op.body));
  return out;
}

function bodyMutations(body: Schema): Mutation[] {
  const out: Mutation[] = [];
  const object = body.anyOf?.find((b) => b.type === "object") ?? body;
  for (const [label, v] of invalidValues(body))
    out.push([`body: ${label}`, (r) => ({ ...r, body: v })]);
  // Field mutations on an object body, or on the first item of an array body.
  const target = object.type === "array" ? object.items : object;
  if (target?.type !== "object") return out;
  const onTarget = (r: Request, f: (o: Record<string, unknown>) => void): Request => {
    if (object.type === "array") {
      const items = [...((r.body as unknown[]) ?? [])];
      const first = { ...(fc.sample(valid(target), { numRuns: 1, seed: 7 })[0] as object) };
      f(first as Record<string, unknown>);
      return { ...r, body: [first, ...items] };
    }
    const copy = { ...((r.body as object) ?? {}) } as Record<string, unknown>;
    f(copy);
    return { ...r, body: copy };
  };
  for (const [name, schema] of Object.entries(target.properties ?? {})) {
    for (const [label, v] of invalidValues(schema))
      out.push([`body.${name}: ${label}`, (r) => onTarget(r, (o) => void (o[name] = v))]);
    if (target.required?.includes(name))
      out.push([`body.${name}: missing`, (r) => onTarget(r, (o) => void delete o[name])]);
  }
  return out;
}

// A lone surrogate has no UTF-8 form, so encodeURIComponent throws: send its WTF-8 bytes.
const encode = (v: unknown) => {
  const text = String(v);
  try {
    return encodeURIComponent(text);
  } catch {
    return text.replace(/[\uD800-\uDFFF]/g, "%ED%A0%80").replace(/[^%\w]/g, encodeURIComponent);
  }
};

export function injectOf(op: Operation, r: Request, headers: Record<string, string>) {
  const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encode(r.path[name]));
  const query = Object.entries(r.query).map(([k, v]) => `${k}=${encode(v)}`);
  const own = Object.fromEntries(Object.entries(r.headers).map(([k, v]) => [k, String(v)]));
  return {
    method: op.method,
    url: query.length ? `${url}?${query.join("&")}` : url,
    headers: { ...own, ...headers },
    ...(op.body ? { payload: JSON.stringify(r.body ?? null) } : {}),
    ...(op.body ? { headers: { ...own, ...headers, "content-type": "application/json" } } : {}),
  } satisfies InjectOptions;
}
