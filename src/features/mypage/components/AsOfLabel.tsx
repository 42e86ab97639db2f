import { useLingui } from "@lingui/react/macro";
import { formatClockTime } from "../../../lib/format";
import styles from "./MyPage.module.css";

export interface Freshness {
  asOf: string | null;
  stale: boolean;
}

/**
 * "HH:mm 기준" under a card whose figures a source system feeds (docs/integration.md "Feeds"),
 * and a marker when the feed is older than the server's staleness setting, so old figures never
 * pass for current ones. Nothing for figures that were never fed.
 */
export function AsOfLabel({ freshness }: { freshness: Freshness | undefined }) {
  const { t } = useLingui();
  if (!freshness?.asOf) return null;
  const time = formatClockTime(freshness.asOf);
  return (
    <p className={freshness.stale ? `${styles.asOf} ${styles.asOfStale}` : styles.asOf}>
      {freshness.stale ? t`${time} 기준 · 갱신 지연` : t`${time} 기준`}
    </p>
  );
}
