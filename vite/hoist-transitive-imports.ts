/**
 * A screen's chunk names every chunk it needs, not only those it imports itself. The browser asks
 * for a module's imports once it has parsed the module, so a chunk that a chunk imports (the page
 * frame's visually hidden text, behind the frame; the notices' class names, behind the notice
 * list) came one round trip after the rest of the screen's code. Rollup adds these imports itself
 * (`output.hoistTransitiveImports`); Rolldown does not implement that option yet.
 *
 * Only lazily loaded chunks get them: the entry's own imports are in the entry (vite.config.ts).
 * The imports are appended, after the chunk's own: import declarations are hoisted, so the browser
 * fetches them all at once, while the modules still run in the order of the chunk's own imports
 * (every added one has run by then), and no line of the chunk moves (source maps stay right).
 */
import type { Plugin } from "vite";

interface ChunkLinks {
  isEntry: boolean;
  isDynamicEntry: boolean;
  imports: readonly string[];
}

/** For each lazily loaded chunk, the chunks it needs but does not import itself, in load order. */
export function transitiveImports(chunks: ReadonlyMap<string, ChunkLinks>): Map<string, string[]> {
  const entries = new Set([...chunks].filter(([, c]) => c.isEntry).map(([file]) => file));
  const added = new Map<string, string[]>();
  for (const [file, chunk] of chunks) {
    if (!chunk.isDynamicEntry || chunk.isEntry) continue;
    const direct = new Set(chunk.imports);
    const seen = new Set<string>([file]);
    const order: string[] = [];
    const visit = (name: string) => {
      if (seen.has(name) || entries.has(name)) return;
      seen.add(name);
      for (const inner of chunks.get(name)?.imports ?? []) visit(inner);
      if (!direct.has(name)) order.push(name);
    };
    for (const name of chunk.imports) visit(name);
    if (order.length > 0) added.set(file, order);
  }
  return added;
}

/** `import"./a.js";` for a chunk at `from` importing `to` (both paths in the output folder). */
export function importStatement(from: string, to: string): string {
  const fromDir = from.split("/").slice(0, -1);
  const toParts = to.split("/");
  let common = 0;
  while (common < fromDir.length && fromDir[common] === toParts[common]) common += 1;
  const up = fromDir.slice(common).map(() => "..");
  const path = [...up, ...toParts.slice(common)].join("/");
  return `import${JSON.stringify(up.length > 0 ? path : `./${path}`)};`;
}

export function hoistTransitiveImports(): Plugin {
  return {
    name: "hoist-transitive-imports",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkLinks>();
      for (const [file, output] of Object.entries(bundle))
        if (output.type === "chunk") chunks.set(file, output);
      for (const [file, needed] of transitiveImports(chunks)) {
        const chunk = bundle[file];
        if (chunk?.type !== "chunk") continue;
        chunk.code += `\n${needed.map((to) => importStatement(file, to)).join("")}\n`;
      }
    },
  };
}
