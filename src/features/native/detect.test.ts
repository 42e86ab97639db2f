import { describe, expect, it } from "vitest";
import { isNativeApp } from "./detect";

describe("isNativeApp", () => {
  it.each([
    [{ cookie: "", userAgent: "Mozilla/5.0 Chrome/140" }, false],
    [{ cookie: "locale=ko", userAgent: "Mozilla/5.0 GroupPortalApp/2.1 (iOS)" }, true],
    [{ cookie: "locale=ko; gp_app=1", userAgent: "Mozilla/5.0" }, true],
    [{ cookie: "osType=AOS", userAgent: "Mozilla/5.0" }, true],
    [{ cookie: "osType=", userAgent: "Mozilla/5.0" }, false],
    [{ cookie: "xosType=AOS", userAgent: "Mozilla/5.0" }, false],
  ])("%o -> %s", (env, expected) => {
    expect(isNativeApp(env)).toBe(expected);
  });
});
