import { Trans } from "@lingui/react/macro";
import { useOnlineStatus, useServerUnreachable } from "../use-online-status";
import styles from "./OfflineLayer.module.css";

/**
 * "Offline" notice: the device is offline, or the server did not answer the last request (the
 * network is there but the server or the way to it is not; its next answer clears it). The live
 * region is always in the page so that screen readers announce the change; the notice floats over
 * the content, so showing it moves nothing.
 */
export function OfflineIndicator() {
  const online = useOnlineStatus();
  const unreachable = useServerUnreachable();
  const offline = !online || unreachable;
  return (
    <div role="status" className={styles.region}>
      {offline ? (
        <p className={styles.offline}>
          <Trans>오프라인 상태입니다. 저장된 내용을 보여 드립니다.</Trans>
        </p>
      ) : null}
    </div>
  );
}
