import { useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { Button } from "../../../components/Button/Button";
import { TextField } from "../../../components/TextField/TextField";
import { isLocale } from "../../../lib/locale";
import { readIdentity } from "../../../platform/session";
import { sendNative } from "../../../platform/native/bridge";
import { nativeStorage } from "../../../platform/native/native-storage";
import { isHttpUrl } from "../../../platform/native/open-external";
import styles from "./AppTest.module.css";

/** One button per message to the shell (docs/native-bridge.md "Messages"), for testers. */
export function AppTestMessages() {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const [url, setUrl] = useState("https://example.com/");
  const [key, setKey] = useState("sample");
  const [value, setValue] = useState("hello");
  const [status, setStatus] = useState("");

  const report = (sent: boolean) =>
    setStatus(sent ? t`셸에 보냈습니다.` : t`셸이 없어 보내지 못했습니다.`);
  const showStored = (stored: string | null) =>
    setStatus(stored === null ? t`응답 없음 (값 없음)` : t`저장소 응답: ${stored}`);

  const actions: [string, () => void | Promise<void>][] = [
    [
      t`URL 열기`,
      () =>
        isHttpUrl(url)
          ? report(sendNative("openUrl", { url }))
          : setStatus(t`http(s) 주소만 열 수 있습니다.`),
    ],
    [t`로그아웃 알림`, () => report(sendNative("logout", {}))],
    [
      t`언어 알림`,
      () => report(isLocale(i18n.locale) && sendNative("setLanguage", { locale: i18n.locale })),
    ],
    [t`저장소에 쓰기`, async () => showStored(await nativeStorage.set(key, value))],
    [t`저장소에서 읽기`, async () => showStored(await nativeStorage.get(key))],
    [t`저장소에서 지우기`, async () => showStored(await nativeStorage.remove(key))],
    [
      t`회사 알림`,
      async () => {
        const identity = await readIdentity();
        if (identity) report(sendNative("company", { companyId: identity.companyId }));
        else setStatus(t`로그인하지 않아 회사가 없습니다.`);
      },
    ],
    [t`푸시 상태 요청`, () => report(sendNative("pushStatus", {}))],
    [
      t`로그인 상태 보내기`,
      async () => {
        const { onLoginStatus } = await import("../../../platform/native/callbacks-session");
        const { status: loginStatus } = await onLoginStatus();
        setStatus(t`로그인 상태: ${loginStatus}`);
      },
    ],
  ];

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {t`셸로 보내는 메시지`}
      </h2>
      <TextField
        label={t`열 URL`}
        type="url"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
      />
      <TextField label={t`저장소 키`} value={key} onChange={(e) => setKey(e.target.value)} />
      <TextField label={t`저장소 값`} value={value} onChange={(e) => setValue(e.target.value)} />
      <div className={styles.buttons}>
        {actions.map(([label, run]) => (
          <Button key={label} variant="secondary" onClick={() => void run()}>
            {label}
          </Button>
        ))}
      </div>
      <p className={styles.status} role="status" data-testid="message-status">
        {status}
      </p>
    </section>
  );
}
