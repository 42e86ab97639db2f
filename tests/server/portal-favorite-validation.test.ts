/**
 * The favorite rule table (tests/fixtures/favorite-validation-cases.ts) end to end, against
 * PUT /api/favorite: one localized message per bad item. The rules' own test is
 * shared/favorite.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translate } from "../../server/i18n";
import { favoriteValidationCases } from "../fixtures/favorite-validation-cases";
import { createMember } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { signIn, type Caller } from "../helpers/portal-support";

let t: TestApp;
let member: Caller;
beforeAll(async () => {
  t = await createTestApp();
  member = await signIn(t.app, await createMember(t.app.db));
});
afterAll(() => t?.close());

describe("favorite validation table", () => {
  it.each(favoriteValidationCases)("$note: PUT /api/favorite", async ({ name, url, error }) => {
    const res = await member.send("PUT", "/api/favorite", [{ name, url, priority: 1 }], {
      "accept-language": "en",
    });
    if (error === null) {
      expect(res.statusCode, res.body).toBe(200);
      const saved = res.json().result as { name: string; url: string }[];
      expect(saved[0]).toMatchObject({ name: name.trim(), url });
      return;
    }
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("VALIDATION_ERROR");
    const issues = res.json().result as { path: string; in: string; message: string }[];
    expect(issues).toHaveLength(1); // the first error only
    expect(issues[0]).toMatchObject({ in: "body", message: translate("en", error) });
    expect(issues[0]?.path.startsWith("0")).toBe(true);
  });

  it("words the four messages as spec 5 does, in every locale", () => {
    expect(translate("en", "portal.favorite.nameAndUrlInvalid")).toBe(
      "Check the text and URL format.",
    );
    expect(translate("en", "portal.favorite.nameInvalid")).toBe("Check the text.");
    expect(translate("en", "portal.favorite.urlRequired")).toBe("Check the address.");
    expect(translate("en", "portal.favorite.urlInvalid")).toBe("Check the URL format.");
    for (const locale of ["ko", "zh", "ja"] as const)
      expect(translate(locale, "portal.favorite.nameInvalid")).not.toBe("Check the text.");
  });
});
