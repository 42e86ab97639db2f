import { describe, expect, it } from "vitest";
import { faviconUrl, initialsOf } from "./link-icon";

describe("faviconUrl", () => {
  it("is the favicon at the root of an https site", () => {
    expect(faviconUrl("https://mail.example.com/inbox?x=1#top")).toBe(
      "https://mail.example.com/favicon.ico",
    );
    expect(faviconUrl("https://host.example:8443/a")).toBe("https://host.example:8443/favicon.ico");
  });

  it("is null for plain http, other schemes and non-URLs", () => {
    for (const url of ["http://intra.example/", "javascript:alert(1)", "not a url", "", null])
      expect(faviconUrl(url)).toBeNull();
  });
});

describe("initialsOf", () => {
  it("takes the first letter of up to two words", () => {
    expect(initialsOf("메일")).toBe("메");
    expect(initialsOf("IT 헬프데스크")).toBe("I헬");
    expect(initialsOf("  code  review tool ")).toBe("CR");
    expect(initialsOf("😀 smile")).toBe("😀S");
    expect(initialsOf("")).toBe("");
  });
});
