/**
 * index.html's inline script (Main's list or grid view before the first paint) runs only because
 * the CSP names its hash: an edit of either one without the other would silently block it.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { HOME_VIEW_KEY } from "../../shared/home-view";
import {
  CONTENT_SECURITY_POLICY,
  HOME_VIEW_SCRIPT_HASH,
} from "../../server/plugins/header-policies";

const html = readFileSync(new URL("../../index.html", import.meta.url), "utf8");
const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);

describe("index.html's home view script", () => {
  it("is the one inline script, and the CSP allows exactly it", () => {
    expect(inline).toHaveLength(1);
    const hash = createHash("sha256").update(inline[0]!).digest("base64");
    expect(HOME_VIEW_SCRIPT_HASH).toBe(`'sha256-${hash}'`);
    expect(CONTENT_SECURITY_POLICY).toContain(`script-src 'self' ${HOME_VIEW_SCRIPT_HASH}`);
  });

  it("reads the key the toggle writes", () => {
    expect(inline[0]).toContain(`localStorage.getItem("${HOME_VIEW_KEY}")==="grid"`);
  });
});
