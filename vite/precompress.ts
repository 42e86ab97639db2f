/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the build, so the
 * server sends them as they are (server/plugins/static-files.ts, preCompressed) instead of
 * compressing on every request or not at all. Runs after every other closeBundle hook, so the
 * service worker (written by vite-plugin-pwa in its own closeBundle) is compressed too. The
 * worker's precache list matches files by their own extension, so it never lists the copies.
 */
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin, ResolvedConfig } from "vite";

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|webmanifest|json|txt)$/;
/** Below this, the saving is smaller than the cost of a second file and a lookup. */
export const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const ENCODINGS = [
  {
    extension: ".br",
    compress: (data: Buffer) =>
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  { extension: ".gz", compress: (data: Buffer) => gzipped(data, { level: 9 }) },
] as const;

/** A dotfile or a file in a dot folder (.vite's manifest): never served, never compressed. */
function isHidden(dir: string, file: string): boolean {
  return path
    .relative(dir, file)
    .split(path.sep)
    .some((part) => part.startsWith("."));
}

/** Every file under `dir` but the hidden ones. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !isHidden(dir, file));
}

/**
 * Writes `file.br` and `file.gz` for each compressible file of `dir` of at least MIN_BYTES, when
 * the copy is smaller than the file. A copy left by an earlier build into the same folder is
 * removed when none is written now: it would be served in place of the new file.
 */
export async function precompressDirectory(dir: string): Promise<string[]> {
  const written: string[] = [];
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      for (const { extension, compress } of ENCODINGS) {
        const target = file + extension;
        const packed = data.length >= MIN_BYTES ? await compress(data) : null;
        if (packed && packed.length < data.length) {
          await writeFile(target, packed);
          written.push(target);
        } else {
          await rm(target, { force: true });
        }
      }
    }),
  );
  return written.sort();
}

export function precompress(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: "precompress",
    apply: "build",
    enforce: "post",
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: "post",
      sequential: true,
      async handler(error?: Error) {
        if (error || !config) return;
        await precompressDirectory(path.resolve(config.root, config.build.outDir));
      },
    },
  };
}
