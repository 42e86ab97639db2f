/**
 * docs/performance.md is shared by several generated sections, each between its own markers
 * (`<!-- bench:NAME:start -->` ... `<!-- bench:NAME:end -->`); a run rewrites only its sections.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";

export const PERFORMANCE_DOC = "docs/performance.md";

const markers = (name: string) => [`<!-- bench:${name}:start -->`, `<!-- bench:${name}:end -->`];

/** The document with section `name` replaced by `body`, or appended when it has none yet. */
export function replaceSection(current: string, name: string, body: string): string {
  const [start, end] = markers(name) as [string, string];
  const section = `${start}\n${body.trim()}\n${end}`;
  const at = current.indexOf(start);
  const until = current.indexOf(end);
  return at >= 0 && until > at
    ? current.slice(0, at) + section + current.slice(until + end.length)
    : `${current.trimEnd()}\n\n${section}\n`;
}

export function writeSection(name: string, body: string, doc = PERFORMANCE_DOC): void {
  const current = existsSync(doc) ? readFileSync(doc, "utf8") : "# Performance\n";
  writeFileSync(doc, replaceSection(current, name, body));
  console.log(`Wrote the ${name} section of ${doc}`);
}
