import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../../components/Button/Button";
import { FormMessage } from "../../../components/FormMessage/FormMessage";
import styles from "../admin.module.css";

/** The new key's secret, this once: a warning, the value, a copy button. */
export function SecretOnce({
  name,
  secret,
  onDone,
}: {
  name: string;
  secret: string;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const [copied, setCopied] = useState("");
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const copy = () =>
    navigator.clipboard.writeText(secret).then(
      () => setCopied(t`복사했습니다.`),
      () => setCopied(t`복사하지 못했습니다. 직접 선택해 복사하세요.`),
    );
  return (
    <section className={styles.card} role="region" aria-label={t`새 키의 비밀 값`}>
      <h2 ref={heading} tabIndex={-1}>
        {t`${name} 키를 만들었습니다`}
      </h2>
      <p role="alert">
        <Trans>
          이 비밀 값은 지금 한 번만 보입니다. 복사해 안전한 곳에 보관하세요. 잃어버리면 키를
          폐기하고 새로 만들어야 합니다.
        </Trans>
      </p>
      <code className={styles.secret}>{secret}</code>
      <div className={styles.actions}>
        <Button onClick={() => void copy()}>{t`복사`}</Button>
        <Button variant="secondary" onClick={onDone}>
          {t`보관했습니다`}
        </Button>
      </div>
      <FormMessage tone="success">{copied}</FormMessage>
    </section>
  );
}
