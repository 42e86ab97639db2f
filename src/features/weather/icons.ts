import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

/**
 * The 19 Korean condition names of GET /api/weather (spec 9) -> a symbol of the sprite
 * public/images/weather.svg and a translated label. The sprite is a static file (precached by
 * the service worker), so the icons add nothing to the home route's JavaScript.
 */
export const WEATHER_SPRITE = "/images/weather.svg";
export const DEFAULT_WEATHER_ICON = "unknown";

export interface WeatherCondition {
  icon: string;
  label: MessageDescriptor;
}

const CONDITIONS: Record<string, WeatherCondition> = {
  맑음: { icon: "clear", label: msg`맑음` },
  구름조금: { icon: "few-clouds", label: msg`구름조금` },
  구름많음: { icon: "many-clouds", label: msg`구름많음` },
  흐림: { icon: "overcast", label: msg`흐림` },
  비: { icon: "rain", label: msg`비` },
  눈: { icon: "snow", label: msg`눈` },
  "비/눈": { icon: "rain-snow", label: msg`비/눈` },
  "눈/비": { icon: "snow-rain", label: msg`눈/비` },
  소나기: { icon: "shower", label: msg`소나기` },
  빗방울: { icon: "drizzle", label: msg`빗방울` },
  "빗방울/눈날림": { icon: "drizzle-flurries", label: msg`빗방울/눈날림` },
  눈날림: { icon: "flurries", label: msg`눈날림` },
  천둥번개: { icon: "thunder", label: msg`천둥번개` },
  안개: { icon: "fog", label: msg`안개` },
  황사: { icon: "dust", label: msg`황사` },
  박무: { icon: "mist", label: msg`박무` },
  연무: { icon: "haze", label: msg`연무` },
  우박: { icon: "hail", label: msg`우박` },
  가끔비: { icon: "occasional-rain", label: msg`가끔 비` },
};

/** All known condition names (for tests and the sprite check). */
export const WEATHER_CONDITION_NAMES = Object.keys(CONDITIONS);

/** The condition of a name (spaces ignored: "가끔 비" = "가끔비"); unknown names get undefined. */
export function weatherCondition(name: string | null | undefined): WeatherCondition | undefined {
  return name ? CONDITIONS[name.replace(/\s+/g, "")] : undefined;
}

/** Sprite symbol id of a name; unknown names get the default icon. */
export function weatherIconId(name: string | null | undefined): string {
  return weatherCondition(name)?.icon ?? DEFAULT_WEATHER_ICON;
}
