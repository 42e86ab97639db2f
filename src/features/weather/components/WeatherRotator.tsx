import { useLingui } from "@lingui/react/macro";
import type { WeatherItem } from "../api";
import { compareWithYesterday } from "../comparison";
import { WEATHER_SPRITE, weatherCondition, weatherIconId } from "../icons";
import { useRotation, WEATHER_ROTATION_MS } from "../rotation";
import { formatTemperature } from "../temperature";
import styles from "./WeatherRotator.module.css";

export interface WeatherRotatorProps {
  items: readonly WeatherItem[] | undefined;
  loading: boolean;
}

/**
 * The weather line of Main (spec 2): one region at a time, the next every 3000 ms. The box has a
 * fixed height, so nothing moves while loading or rotating. The changing text is not a live region
 * (aria-live="off"): screen readers read the current item when they reach it instead of being
 * interrupted every 3 seconds. Under reduced motion the text still rotates, without the fade.
 */
export default function WeatherRotator({ items, loading }: WeatherRotatorProps) {
  const { t } = useLingui();
  const list = items ?? [];
  const index = useRotation(list.length, WEATHER_ROTATION_MS);
  const item = list[index];
  return (
    <section className={styles.weather} aria-label={t`날씨`} aria-busy={loading || undefined}>
      <div className={styles.viewport} aria-live="off" aria-atomic="true">
        {item ? (
          <WeatherLine key={index} item={item} />
        ) : loading ? (
          <span className={styles.placeholder} aria-hidden="true" />
        ) : null}
      </div>
    </section>
  );
}

function WeatherLine({ item }: { item: WeatherItem }) {
  const { t, i18n } = useLingui();
  const condition = weatherCondition(item.weatherIconName);
  const label = condition ? i18n._(condition.label) : item.weatherIconName;
  const temperature = Number.isFinite(item.todayTemperature)
    ? formatTemperature(item.todayTemperature, i18n.locale)
    : "-";
  const comparison = compareWithYesterday(item.temperatureComparedToYesterday);
  let compared = "";
  if (comparison?.kind === "same") compared = t`어제와 같음`;
  else if (comparison) {
    const value = formatTemperature(comparison.value, i18n.locale);
    compared =
      comparison.kind === "higher" ? t`어제보다 ${value}°C 높음` : t`어제보다 ${value}°C 낮음`;
  }
  return (
    <p className={styles.line}>
      <svg className={styles.icon} role="img" aria-label={label} width="32" height="32">
        <use href={`${WEATHER_SPRITE}#${weatherIconId(item.weatherIconName)}`} />
      </svg>
      <span className={styles.temperature}>{temperature}°C</span>
      <span className={styles.region}>{item.region}</span>
      <span className={styles.compared}>{compared}</span>
    </p>
  );
}
