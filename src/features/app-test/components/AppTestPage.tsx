import { useLingui } from "@lingui/react/macro";
import { useRouter } from "@tanstack/react-router";
import { useEffect, useId, useState } from "react";
import { PageLayout } from "../../../components/PageLayout/PageLayout";
import {
  installNativeBridge,
  NATIVE_CALLBACKS,
  type NativeBridgeDeps,
} from "../../../platform/native/install";
import { describeDetection } from "../../../platform/native/native-os";
import { AppTestMessages } from "./AppTestMessages";
import { BridgeLogList } from "./BridgeLogList";
import styles from "./AppTest.module.css";

/**
 * /appTest (docs/native-bridge.md): what the detection found, a button for every message to the
 * shell, and a live log of every message sent and every callback received.
 */
export function AppTestPage({ logout }: Pick<NativeBridgeDeps, "logout">) {
  const { t } = useLingui();
  const router = useRouter();
  const headingId = useId();
  // Read once per visit: the shell sets its cookie and handlers before the page loads.
  const [found] = useState(describeDetection);

  useEffect(() => {
    // The app installed the callbacks at start; on the web they are installed here for testing.
    installNativeBridge({ navigate: (to) => void router.navigate({ to, replace: true }), logout });
  }, [router, logout]);

  const yes = t`예`;
  const no = t`아니요`;
  const rows: [string, string][] = [
    [t`앱 안에서 실행`, found.inApp ? yes : no],
    [t`OS 유형`, found.os ?? t`알 수 없음`],
    [t`사용자 에이전트 표시`, found.userAgentMarker ? yes : no],
    [t`앱 쿠키 (gp_app)`, found.appCookie || t`없음`],
    [t`OS 쿠키 (osType)`, found.osTypeCookie || t`없음`],
    [t`iOS 메시지 핸들러`, found.webkitHandlers ? yes : no],
    [t`Android 인터페이스`, found.androidInterface ? yes : no],
    [t`설치된 콜백`, NATIVE_CALLBACKS.join(", ")],
  ];

  return (
    <PageLayout title={t`앱 테스트`} back>
      <div className={styles.page}>
        <section className={styles.card} aria-labelledby={headingId}>
          <h2 id={headingId} className={styles.cardTitle}>
            {t`감지 결과`}
          </h2>
          <dl className={styles.facts} data-testid="detection">
            {rows.map(([label, value]) => (
              <div key={label} className={styles.fact}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <AppTestMessages />
        <BridgeLogList />
      </div>
    </PageLayout>
  );
}
