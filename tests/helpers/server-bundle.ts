/**
 * server/server.ts as one JavaScript file, for the tests that start the server as a process.
 * Through tsx a start took 5 to 6 s here, compiling and loading our TypeScript module by module;
 * the bundle starts in 3.5 to 4. It is the same code: packages stay imports from node_modules,
 * and every module keeps its own file URL (migrate.ts finds its folder by it). `npm start` keeps
 * running the sources through tsx, and operator-start.test.ts still starts it that way.
 *
 * Built once per run, before any server starts: by the server project's global setup
 * (vitest.config.ts) and by scripts/e2e-server.sh (`tsx tests/helpers/server-bundle.ts`).
 */
import { build, type Plugin } from "esbuild";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const SERVER_BUNDLE = join(root, "node_modules", ".cache", "portal-server", "server.mjs");

/** Each bundled module's import.meta.url stays the URL of its source file. */
const ownFileUrls: Plugin = {
  name: "own-file-urls",
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      const source = readFileSync(args.path, "utf8");
      const url = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: source.replaceAll("import.meta.url", url), loader: "ts" };
    });
  },
};

export async function bundleServer(): Promise<string> {
  const result = await build({
    entryPoints: [join(root, "server", "server.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: "inline", // stack traces name the TypeScript files (node --enable-source-maps)
    write: false,
    logLevel: "warning",
    plugins: [ownFileUrls],
  });
  // Written whole and renamed: a run starting servers meanwhile reads the old file or the new.
  mkdirSync(dirname(SERVER_BUNDLE), { recursive: true });
  const partial = `${SERVER_BUNDLE}.${process.pid}`;
  writeFileSync(partial, result.outputFiles[0]!.contents);
  renameSync(partial, SERVER_BUNDLE);
  return SERVER_BUNDLE;
}

/** node's arguments to run the bundle. */
export const SERVER_ARGS = ["--enable-source-maps", SERVER_BUNDLE];

/** Vitest's global setup of the server project (vitest.config.ts). */
export async function setup(): Promise<void> {
  await bundleServer();
}

// `tsx tests/helpers/server-bundle.ts` builds it and prints its path (scripts/e2e-server.sh).
if (process.argv[1] === fileURLToPath(import.meta.url))
  bundleServer().then(console.log, (error: unknown) => {
    console.error(error);
    process.exit(1);
  });
