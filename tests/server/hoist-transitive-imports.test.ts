/**
 * The build step that makes each lazily loaded chunk name every chunk it needs
 * (vite/hoist-transitive-imports.ts), on chunk graphs shaped like the build's: the screen's
 * chunk imports the page frame, which imports the visually hidden text, and both reach the entry.
 */
import { describe, expect, it } from "vitest";
import { importStatement, transitiveImports } from "../../vite/hoist-transitive-imports";

const chunk = (imports: string[], kind: "entry" | "lazy" | "shared" = "shared") => ({
  isEntry: kind === "entry",
  isDynamicEntry: kind === "lazy",
  imports,
});

describe("transitiveImports", () => {
  it("adds what a screen needs through other chunks, each before what imports it", () => {
    const chunks = new Map([
      ["assets/app.js", chunk([], "entry")],
      [
        "assets/user.js",
        chunk(["assets/app.js", "assets/PageLayout.js", "assets/NoticeList.js"], "lazy"),
      ],
      ["assets/PageLayout.js", chunk(["assets/app.js", "assets/Frame.js"])],
      ["assets/Frame.js", chunk(["assets/VisuallyHidden.js"])],
      ["assets/VisuallyHidden.js", chunk(["assets/app.js"])],
      ["assets/NoticeList.js", chunk(["assets/Notices.module.js", "assets/VisuallyHidden.js"])],
      ["assets/Notices.module.js", chunk([])],
    ]);
    expect(transitiveImports(chunks)).toEqual(
      new Map([
        [
          "assets/user.js",
          ["assets/VisuallyHidden.js", "assets/Frame.js", "assets/Notices.module.js"],
        ],
      ]),
    );
  });

  it("leaves the entry, the chunks loaded only statically, and a self-sufficient screen alone", () => {
    const chunks = new Map([
      ["assets/app.js", chunk(["assets/vendor.js"], "entry")],
      ["assets/vendor.js", chunk(["assets/deep.js"])],
      ["assets/deep.js", chunk([])],
      ["assets/schedule.js", chunk(["assets/app.js", "assets/deep.js"], "lazy")],
    ]);
    expect(transitiveImports(chunks)).toEqual(new Map());
  });

  it("ends on import cycles between chunks", () => {
    const chunks = new Map([
      ["assets/a.js", chunk(["assets/b.js"], "lazy")],
      ["assets/b.js", chunk(["assets/c.js"])],
      ["assets/c.js", chunk(["assets/b.js", "assets/a.js"])],
    ]);
    expect(transitiveImports(chunks)).toEqual(new Map([["assets/a.js", ["assets/c.js"]]]));
  });
});

describe("importStatement", () => {
  it("is relative to the importing chunk's folder", () => {
    expect(importStatement("assets/user.js", "assets/VisuallyHidden.js")).toBe(
      'import"./VisuallyHidden.js";',
    );
    expect(importStatement("assets/routes/user.js", "assets/shared.js")).toBe(
      'import"../shared.js";',
    );
    expect(importStatement("user.js", "assets/shared.js")).toBe('import"./assets/shared.js";');
  });
});
