import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { useOnlineStatus, useServerUnreachable } from "../../../platform/offline/use-online-status";
import { useShownData } from "../../../platform/offline/use-shown-data";
import styles from "./OfflineLayer.module.css";

const TIME: Intl.DateTimeFormatOptions = {
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
};

/**
 * "Offline" notice: the device is offline, or the server did not answer the last request (the
 * network is there but the server or the way to it is not; its next answer clears it). It says
 * what the screen shows: data received at a given time (and whether a part of it has none), or
 * nothing saved for this screen. The live region is always in the page so that screen readers
 * announce the change; the notice floats at the bottom, over the content but never over the
 * header or a page's controls under it (the month picker), and showing it moves nothing.
 */
export function OfflineIndicator() {
  const { i18n } = useLingui();
  const online = useOnlineStatus();
  const unreachable = useServerUnreachable();
  const offline = !online || unreachable;
  const { since, missing } = useShownData(offline);
  const time = since ? i18n.date(new Date(since), TIME) : "";
  return (
    <div role="status" className={styles.region}>
      {offline ? (
        <p className={styles.offline}>
          {since && missing ? (
            <Trans>
              오프라인 상태입니다. {time}에 받은 내용을 보여 드리며, 이 화면의 일부는 저장되어 있지
              않습니다.
            </Trans>
          ) : since ? (
            <Trans>오프라인 상태입니다. {time}에 받은 내용을 보여 드립니다.</Trans>
          ) : (
            <Trans>오프라인 상태입니다. 이 화면에 저장된 내용이 없습니다.</Trans>
          )}
        </p>
      ) : null}
    </div>
  );
}
