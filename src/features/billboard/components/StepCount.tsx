import { useLingui } from "@lingui/react/macro";
import { VisuallyHidden } from "../../../components/VisuallyHidden/VisuallyHidden";
import styles from "./Popups.module.css";

/** "1/2" beside the popup sheet's title, read out in words. */
export function StepCount({ position, total }: { position: number; total: number }) {
  const { t } = useLingui();
  return (
    <p className={styles.stepCount}>
      <span aria-hidden="true">
        {position}/{total}
      </span>
      <VisuallyHidden>{t`${total}개 중 ${position}번째`}</VisuallyHidden>
    </p>
  );
}
