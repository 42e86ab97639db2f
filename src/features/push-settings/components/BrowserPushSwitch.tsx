import { useLingui } from "@lingui/react/macro";
import type { useBrowserPush } from "../use-browser-push";
import styles from "./PushSettingsSection.module.css";

type BrowserPushSwitchProps = ReturnType<typeof useBrowserPush>;

/** This browser's on/off; permission is asked only when the user turns it on here. */
export function BrowserPushSwitch({ support, state, failed, toggle }: BrowserPushSwitchProps) {
  const { t } = useLingui();
  if (support === "ios-home-screen") {
    return (
      <p className={styles.note}>
        {t`iPhone과 iPad에서는 Safari의 공유 버튼에서 '홈 화면에 추가'를 선택해 앱을 설치한 뒤, 설치된 앱에서 알림을 켤 수 있습니다.`}
      </p>
    );
  }
  if (support === "unsupported") {
    return <p className={styles.note}>{t`이 브라우저는 알림을 지원하지 않습니다.`}</p>;
  }
  return (
    <>
      <label className={styles.row}>
        <input
          type="checkbox"
          role="switch"
          checked={state === "on"}
          disabled={state === "loading" || state === "busy" || state === "denied"}
          onChange={(e) => void toggle(e.target.checked)}
        />
        {t`이 기기에서 알림 받기`}
      </label>
      {state === "denied" ? (
        <p className={styles.note}>
          {t`알림이 차단되어 있습니다. 브라우저의 사이트 설정에서 알림을 허용해 주세요.`}
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className={styles.note}>
          {t`알림 설정을 바꾸지 못했습니다. 잠시 후 다시 시도해 주세요.`}
        </p>
      ) : null}
    </>
  );
}
