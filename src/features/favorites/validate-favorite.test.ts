import { describe, expect, it } from "vitest";
import { activateLocale, i18n, loadWholeCatalog } from "../../lib/i18n";
import { FAVORITE_PROBLEM_MESSAGES } from "./favorite-messages";
import { checkFavorite, limitFavoriteName, type FavoriteProblem } from "./validate-favorite";

// The rules themselves are tested in shared/favorite.test.ts; these are the popup's use of them.
describe("favorite popup messages", () => {
  it("are the spec's English texts", async () => {
    await activateLocale("en");
    await loadWholeCatalog();
    const text = (problem: FavoriteProblem) => i18n._(FAVORITE_PROBLEM_MESSAGES[problem]);
    expect(text("nameAndUrl")).toBe("Check the text and URL format.");
    expect(text("name")).toBe("Check the text.");
    expect(text("urlRequired")).toBe("Check the address.");
    expect(text("url")).toBe("Check the URL format.");
  });

  it("marks both fields when both are empty", () => {
    expect(checkFavorite("", "")).toEqual({
      problem: "nameAndUrl",
      nameInvalid: true,
      urlInvalid: true,
    });
    expect(checkFavorite("위키", "ftp://x")).toMatchObject({
      nameInvalid: false,
      urlInvalid: true,
    });
  });

  it("keeps at most 17 characters of a name, counting an emoji once", () => {
    expect(limitFavoriteName("a".repeat(20))).toBe("a".repeat(17));
    expect(limitFavoriteName("😀".repeat(18))).toBe("😀".repeat(17));
    expect(limitFavoriteName("사내 위키")).toBe("사내 위키");
  });
});
