/**
 * A stand-in for the PWA's build folder (STATIC_DIR) in the static-file tests: the given files,
 * paths relative to the folder, in a new temporary folder.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

export interface FakeBuild {
  dir: string;
  /** Writes (or replaces) one file of the build, making its folders. */
  write(file: string, text: string): Promise<void>;
  remove(): Promise<void>;
}

export async function fakeBuild(files: Record<string, string> = {}): Promise<FakeBuild> {
  const dir = await mkdtemp(path.join(tmpdir(), "gp-build-"));
  const write = async (file: string, text: string) => {
    const target = path.join(dir, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, text);
  };
  for (const [file, text] of Object.entries(files)) await write(file, text);
  return { dir, write, remove: () => rm(dir, { recursive: true, force: true }) };
}
