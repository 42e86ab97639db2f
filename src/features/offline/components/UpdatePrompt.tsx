import { Trans } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Button } from "../../../components/Button/Button";
import { applyServiceWorkerUpdate, onServiceWorkerUpdate } from "../../../lib/register-sw";
import styles from "./OfflineLayer.module.css";

/** "A new version is available": reload activates the waiting worker; later hides the notice. */
export function UpdatePrompt() {
  const [waiting, setWaiting] = useState(false);
  const [reloading, setReloading] = useState(false);
  useEffect(() => onServiceWorkerUpdate(() => setWaiting(true)), []);
  if (!waiting) return null;

  const reload = () => {
    setReloading(true);
    void applyServiceWorkerUpdate();
  };
  return (
    <section className={styles.update} role="alert" aria-labelledby="update-prompt-title">
      <p id="update-prompt-title" className={styles.updateText}>
        <Trans>새 버전을 사용할 수 있습니다.</Trans>
      </p>
      <div className={styles.actions}>
        <Button variant="text" onClick={() => setWaiting(false)}>
          <Trans>나중에</Trans>
        </Button>
        <Button onClick={reload} aria-disabled={reloading || undefined}>
          <Trans>새로고침</Trans>
        </Button>
      </div>
    </section>
  );
}
