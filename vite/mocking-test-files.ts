import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The test files under `root` that replace modules with vi.mock or vi.doMock. */
export function testFilesThatMockModules(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => join(root, file))
    .filter((file) => /\bvi\.(?:do)?[mM]ock\(/.test(readFileSync(file, "utf8")));
}
