import { describe, expect, it } from "vitest";
import sprite from "../../../public/images/weather.svg?raw";
import { DEFAULT_WEATHER_ICON, weatherCondition, weatherIconId } from "./icons";

/** Spec 9: the 19 Korean condition names of the weather API. */
const NAMES = [
  "맑음",
  "구름조금",
  "구름많음",
  "흐림",
  "비",
  "눈",
  "비/눈",
  "눈/비",
  "소나기",
  "빗방울",
  "빗방울/눈날림",
  "눈날림",
  "천둥번개",
  "안개",
  "황사",
  "박무",
  "연무",
  "우박",
  "가끔 비",
];

const symbols = new Set([...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]));

describe("weather icons", () => {
  it("has an icon and a label for each of the 19 names, each icon in the sprite", () => {
    expect(NAMES).toHaveLength(19);
    for (const name of NAMES) {
      const condition = weatherCondition(name);
      expect(condition, name).toBeDefined();
      expect(condition?.icon).not.toBe(DEFAULT_WEATHER_ICON);
      expect(symbols.has(weatherIconId(name)), name).toBe(true);
    }
    expect(new Set(NAMES.map(weatherIconId)).size).toBe(19);
  });

  it("ignores spaces in names", () => {
    expect(weatherIconId("가끔비")).toBe(weatherIconId("가끔 비"));
    expect(weatherIconId(" 맑음 ")).toBe("clear");
  });

  it("unknown names get the default icon, which the sprite has", () => {
    for (const name of ["폭염", "", null, undefined, "clear"]) {
      expect(weatherIconId(name)).toBe(DEFAULT_WEATHER_ICON);
      expect(weatherCondition(name)).toBeUndefined();
    }
    expect(symbols.has(DEFAULT_WEATHER_ICON)).toBe(true);
  });
});
