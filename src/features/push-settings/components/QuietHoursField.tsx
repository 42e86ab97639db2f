import { useLingui } from "@lingui/react/macro";
import type { PushSettings } from "../api";
import styles from "./PushSettingsSection.module.css";

const DEFAULT_QUIET = { from: "22:00", to: "07:00" };

export interface QuietHoursFieldProps {
  value: PushSettings["quietHours"];
  disabled: boolean;
  onChange: (value: PushSettings["quietHours"]) => void;
}

/** Quiet hours on the Korean clock (the server applies them in Asia/Seoul). */
export function QuietHoursField({ value, disabled, onChange }: QuietHoursFieldProps) {
  const { t } = useLingui();
  const setTime = (key: "from" | "to", time: string) => {
    if (value && /^\d\d:\d\d$/.test(time)) onChange({ ...value, [key]: time });
  };
  return (
    <fieldset className={styles.quiet} disabled={disabled}>
      <label className={styles.row}>
        <input
          type="checkbox"
          checked={value !== null}
          onChange={(e) => onChange(e.target.checked ? DEFAULT_QUIET : null)}
        />
        {t`방해 금지 시간 (한국 시간)`}
      </label>
      {value ? (
        <div className={styles.times}>
          <label>
            {t`시작`}{" "}
            <input
              type="time"
              value={value.from}
              onChange={(e) => setTime("from", e.target.value)}
            />
          </label>
          <label>
            {t`종료`}{" "}
            <input type="time" value={value.to} onChange={(e) => setTime("to", e.target.value)} />
          </label>
        </div>
      ) : null}
    </fieldset>
  );
}
