import { useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { isNativeApp } from "../../../platform/native/detect";
import { pushSettingsKey, pushSettingsQuery, savePushSettings, type PushSettings } from "../api";
import { useApprovalBadge } from "../use-approval-badge";
import { useBrowserPush } from "../use-browser-push";
import { BrowserPushSwitch } from "./BrowserPushSwitch";
import styles from "./PushSettingsSection.module.css";
import { QuietHoursField } from "./QuietHoursField";

/**
 * My page's notifications: this browser's switch (the shell has its own), the categories and
 * quiet hours the server applies to every device of the job, and the app badge.
 */
export interface PushSettingsSectionProps {
  /** Approvals waiting for the caller, for the app badge (undefined until loaded). */
  approvalsWaiting: number | undefined;
}

export default function PushSettingsSection({ approvalsWaiting }: PushSettingsSectionProps) {
  const { t } = useLingui();
  const headingId = useId();
  const queryClient = useQueryClient();
  const settings = useQuery(pushSettingsQuery());
  const browser = useBrowserPush();
  useApprovalBadge(approvalsWaiting);

  const save = useMutation({
    mutationFn: savePushSettings,
    meta: { errorHandling: "local" },
    onMutate: (next) => queryClient.setQueryData(pushSettingsKey, next),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushSettingsKey }),
  });
  const current = settings.data;
  const update = (change: Partial<PushSettings>) => {
    if (current) save.mutate({ ...current, ...change });
  };

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t`알림`}
      </h2>
      {isNativeApp() ? null : <BrowserPushSwitch {...browser} />}
      <fieldset className={styles.categories} disabled={!current || save.isPending}>
        <legend className={styles.note}>{t`받을 알림`}</legend>
        <label className={styles.row}>
          <input
            type="checkbox"
            checked={current?.notices ?? false}
            onChange={(e) => update({ notices: e.target.checked })}
          />
          {t`공지사항`}
        </label>
        <label className={styles.row}>
          <input
            type="checkbox"
            checked={current?.approvals ?? false}
            onChange={(e) => update({ approvals: e.target.checked })}
          />
          {t`결재 대기`}
        </label>
      </fieldset>
      <QuietHoursField
        value={current?.quietHours ?? null}
        disabled={!current || save.isPending}
        onChange={(quietHours) => update({ quietHours })}
      />
      {/* A failed load leaves the choices disabled (offline, say); only a failed save alerts. */}
      {save.isError ? (
        <p role="alert" className={styles.note}>
          {t`알림 설정을 저장하지 못했습니다. 잠시 후 다시 시도해 주세요.`}
        </p>
      ) : null}
    </section>
  );
}
