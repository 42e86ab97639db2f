import { afterEach, describe, expect, it } from "vitest";
import { isNativeApp } from "./detect";
import { nativeOs, rememberNativeOs } from "./native-os";

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

describe("nativeOs", () => {
  afterEach(() => rememberNativeOs(undefined));

  it.each([
    [{ cookie: "osType=AOS", userAgent: "GroupPortalApp/2 (iOS)" }, "AOS"],
    [{ cookie: "osType=ios", userAgent: "Mozilla/5.0" }, "IOS"],
    [
      { cookie: "", userAgent: "Mozilla/5.0 (Linux; Android 14) GroupPortalApp/2.1 (Android)" },
      "AOS",
    ],
    [{ cookie: "", userAgent: "Mozilla/5.0 (iPhone) GroupPortalApp/2.1 (iOS)" }, "IOS"],
    [{ cookie: "gp_app=1", userAgent: "Mozilla/5.0", webkitHandlers: true }, "IOS"],
    [{ cookie: "", userAgent: "Mozilla/5.0", androidInterface: true }, "AOS"],
    [{ cookie: "gp_app=1", userAgent: "Mozilla/5.0" }, undefined],
    [{ cookie: "osType=AOS", userAgent: "Mozilla/5.0", webkitHandlers: false }, "AOS"],
    // Outside the app there is no OS type, whatever the user agent says.
    [{ cookie: "", userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0)" }, undefined],
  ])("%o -> %s", (env, expected) => {
    expect(nativeOs(env)).toBe(expected);
  });

  it("the device info's OS type wins over the user agent, the cookie over both", () => {
    rememberNativeOs("AOS");
    expect(nativeOs({ cookie: "gp_app=1", userAgent: "GroupPortalApp/2 (iOS)" })).toBe("AOS");
    expect(nativeOs({ cookie: "osType=IOS", userAgent: "GroupPortalApp/2" })).toBe("IOS");
  });

  it("the shells' transports count as the app flag", () => {
    expect(isNativeApp({ cookie: "", userAgent: "Mozilla/5.0", webkitHandlers: true })).toBe(true);
    expect(isNativeApp({ cookie: "", userAgent: "Mozilla/5.0", androidInterface: true })).toBe(
      true,
    );
  });
});
