import { afterEach, describe, expect, it, vi } from "vitest";
import { isHttpUrl, openBlankTab, openExternal, setNativeUrlOpener } from "./open-external";

afterEach(() => {
  setNativeUrlOpener(undefined);
  vi.restoreAllMocks();
  document.cookie = "gp_app=; expires=Thu, 01 Jan 1970 00:00:00 GMT";
});

describe("openExternal", () => {
  it.each([
    ["https://a.example/x", true],
    ["HTTP://a.example", true],
    ["javascript:alert(1)", false],
    ["https://", false],
    ["//a.example", false],
    [null, false],
  ])("isHttpUrl(%j) = %s", (url, expected) => {
    expect(isHttpUrl(url)).toBe(expected);
  });

  it("on the web: a new tab without opener and referrer", () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    openExternal("https://a.example/x");
    expect(open).toHaveBeenCalledWith("https://a.example/x", "_blank", "noopener,noreferrer");
  });

  it("ignores anything but http(s)", () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    openExternal("javascript:alert(1)");
    expect(open).not.toHaveBeenCalled();
  });

  it("in the app: through the native opener when one is installed", () => {
    document.cookie = "gp_app=1";
    const native = vi.fn();
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    setNativeUrlOpener(native);
    openExternal("https://a.example/x");
    expect(native).toHaveBeenCalledWith("https://a.example/x");
    expect(open).not.toHaveBeenCalled();
    expect(openBlankTab()).toBeNull(); // no blank tab in the app
  });
});
