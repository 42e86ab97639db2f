import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { MessageDescriptor } from "@lingui/core";
import { useId, useSyncExternalStore } from "react";
import { Button } from "../../../components/Button/Button";
import { bridgeLog, type BridgeOutcome } from "../../../platform/native/bridge-log";
import styles from "./AppTest.module.css";

const OUTCOMES: Record<BridgeOutcome, MessageDescriptor> = {
  sent: msg`보냄`,
  noShell: msg`셸 없음`,
  handled: msg`처리함`,
  invalid: msg`잘못된 입력이라 무시함`,
  noAppVersion: msg`appVersion이 없어 무시함`,
  sameCompany: msg`같은 회사라 무시함`,
  noAccessToken: msg`로그인 토큰이 없어 보내지 않음`,
  noPushToken: msg`푸시 토큰이 없어 보내지 않음`,
  noIdentity: msg`회사, 계정, 사번이 없어 보내지 않음`,
  unknownRequest: msg`기다리는 요청이 없음`,
  failed: msg`실패함`,
};

/** Live log of the bridge traffic, newest first (a polite live region: arrivals are announced). */
export function BridgeLogList() {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const entries = useSyncExternalStore(bridgeLog.subscribe, bridgeLog.entries);
  const time = (at: number) => new Date(at).toLocaleTimeString(i18n.locale, { hour12: false });

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {t`브리지 기록`}
      </h2>
      <Button variant="text" onClick={bridgeLog.clear} disabled={entries.length === 0}>
        {t`기록 지우기`}
      </Button>
      {entries.length === 0 ? (
        <p className={styles.status}>{t`아직 주고받은 메시지가 없습니다.`}</p>
      ) : null}
      <div role="log" aria-live="polite" aria-labelledby={headingId}>
        <ol className={styles.log} data-testid="bridge-log">
          {entries.map((entry) => (
            <li
              key={entry.id}
              className={styles.entry}
              data-name={entry.name}
              data-outcome={entry.outcome}
            >
              <span className={styles.entryHead}>
                <span>{time(entry.at)}</span>
                <span>{entry.direction === "in" ? t`받음` : t`보냄`}</span>
                <span>{entry.name}</span>
                <span>{i18n._(OUTCOMES[entry.outcome])}</span>
              </span>
              <code className={styles.detail}>{entry.detail}</code>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
