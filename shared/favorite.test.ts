import { describe, expect, it } from "vitest";
import { favoriteValidationCases } from "../tests/fixtures/favorite-validation-cases";
import { characterCount, favoriteError, favoriteProblem } from "./favorite";

describe("favorite validation", () => {
  it.each(favoriteValidationCases)("$note", ({ name, url, error }) => {
    expect(favoriteError(name, url)).toBe(error);
  });

  it("gives the problem as a name for the popup's own texts", () => {
    expect(favoriteProblem("", "")).toBe("nameAndUrl");
    expect(favoriteProblem("위키", "")).toBe("urlRequired");
    expect(favoriteProblem("위키", "https://x.example")).toBeNull();
  });

  it("counts a character outside the BMP once", () => {
    expect(characterCount("😀가a")).toBe(3);
  });
});
