import { describe, expect, it } from "vitest";
import { WEATHER } from "./content-data";
import { AUTHORITIES, menusFor } from "./menus-data";
import { MENU_NAMES, REGION_NAMES, translationsOf } from "./name-translations";
import { DEMO_COMPANIES } from "./org-chart";
import { scheduleSeeds } from "./schedule-data";

const LANGUAGES = ["en", "zh", "ja"] as const;
const HANGUL = /[\uac00-\ud7a3]/;

/** Every translation is there and none of them is still Korean. */
function expectTranslated(korean: string, translations: Partial<Record<string, string>>) {
  for (const locale of LANGUAGES) {
    const name = translations[locale];
    expect(name, `${korean} in ${locale}`).toBeTruthy();
    expect(name, `${korean} in ${locale}`).not.toMatch(HANGUL);
  }
}

describe("the demo seed's names", () => {
  it("translates every menu item of every company and authority", () => {
    const names = new Set(
      DEMO_COMPANIES.flatMap((company) =>
        AUTHORITIES.flatMap((authority) => menusFor(company, authority).map((m) => m.name)),
      ),
    );
    for (const name of names) expectTranslated(name, translationsOf(MENU_NAMES, name));
  });

  it("translates every holiday and event of the seeded years", () => {
    const rows = scheduleSeeds(new Date("2026-11-15T03:00:00Z"), DEMO_COMPANIES);
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) expectTranslated(row.title, row.translations ?? {});
    const founding = rows.find((row) => row.title === "한빛홀딩스 창립기념일");
    expect(founding?.translations).toEqual({
      en: "Hanbit Holdings founding anniversary",
      zh: "韩光控股创立纪念日",
      ja: "ハンビットホールディングス創立記念日",
    });
  });

  it("translates every weather region", () => {
    for (const { region } of WEATHER)
      expectTranslated(region, translationsOf(REGION_NAMES, region));
  });
});
