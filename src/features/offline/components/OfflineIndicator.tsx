import { Trans } from "@lingui/react/macro";
import { useOnlineStatus } from "../use-online-status";
import styles from "./OfflineLayer.module.css";

/**
 * "Offline" notice. The live region is always in the page so that screen readers announce the
 * change; the notice floats over the content, so showing it moves nothing.
 */
export function OfflineIndicator() {
  const online = useOnlineStatus();
  return (
    <div role="status" className={styles.region}>
      {online ? null : (
        <p className={styles.offline}>
          <Trans>오프라인 상태입니다. 저장된 내용을 보여 드립니다.</Trans>
        </p>
      )}
    </div>
  );
}
