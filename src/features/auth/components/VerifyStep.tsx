import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { CodeChannel } from "../../../../server/contract/auth";
import { Button } from "../../../components/Button/Button";
import { FormMessage } from "../../../components/FormMessage/FormMessage";
import { isApiError } from "../../../lib/api-error";
import { contactInfoQuery, sendVerificationCode } from "../api";
import { codeDeadline } from "../use-countdown";
import { useErrorText } from "../../../components/FormMessage/use-error-text";
import { CodeForm } from "./CodeForm";
import styles from "./LoginPage.module.css";

export interface VerifyStepProps {
  /** Tokens are stored. */
  onVerified: () => void;
  /** Back to ID/password (the temporary token is dropped by the caller). */
  onCancel: () => void;
}

/** Today's first login: choose where the code goes, send it, enter it within 2 minutes. */
export function VerifyStep({ onVerified, onCancel }: VerifyStepProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const contact = useQuery(contactInfoQuery());
  const [chosen, setChosen] = useState<CodeChannel | undefined>();
  // The last code sent stays usable while a resend is pending or fails.
  const [deadline, setDeadline] = useState<number | undefined>();
  const send = useMutation({
    mutationFn: sendVerificationCode,
    meta: { errorHandling: "local" },
    onSuccess: (result) => setDeadline(codeDeadline(result.expiresAt)),
  });

  const back = (
    <Button variant="secondary" onClick={onCancel}>
      <Trans>로그인 화면으로</Trans>
    </Button>
  );
  if (contact.isPending) {
    return (
      <p role="status" className={styles.explanation}>
        <Trans>불러오는 중…</Trans>
      </p>
    );
  }
  if (contact.isError) {
    const ended = isApiError(contact.error) && contact.error.status === 401;
    return (
      <div className={styles.form}>
        <FormMessage tone="error">
          {ended ? t`인증 가능 시간이 지났습니다. 다시 로그인하세요.` : errorText(contact.error)}
        </FormMessage>
        {back}
      </div>
    );
  }
  const { phone, email } = contact.data;
  if (!phone && !email) {
    return (
      <div className={styles.form}>
        <FormMessage tone="error">
          {t`등록된 휴대폰 번호나 이메일이 없습니다. 관리자에게 문의하세요.`}
        </FormMessage>
        {back}
      </div>
    );
  }
  const channel = chosen ?? (phone ? "sms" : "email");
  const options = [
    phone ? { value: "sms" as const, label: t`문자(SMS)`, target: phone } : null,
    email ? { value: "email" as const, label: t`이메일`, target: email } : null,
  ].filter((option) => option !== null);

  return (
    <div className={styles.form}>
      <p className={styles.explanation}>
        <Trans>당일 최초 로그인 시 본인 인증이 필요합니다.</Trans>
      </p>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <Trans>인증번호 받을 곳</Trans>
        </legend>
        {options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="radio"
              name="channel"
              value={option.value}
              checked={channel === option.value}
              onChange={() => setChosen(option.value)}
            />
            <span>
              {option.label} <span className={styles.muted}>{option.target}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <Button
        variant={deadline ? "secondary" : "primary"}
        aria-disabled={send.isPending || undefined}
        onClick={() => !send.isPending && send.mutate(channel)}
      >
        {deadline ? <Trans>인증번호 다시 받기</Trans> : <Trans>인증번호 받기</Trans>}
      </Button>
      <FormMessage tone={send.isError ? "error" : "success"}>
        {send.isError
          ? errorText(send.error)
          : send.isSuccess
            ? t`인증번호가 발송되었습니다.`
            : undefined}
      </FormMessage>
      {deadline !== undefined ? (
        <CodeForm key={deadline} deadline={deadline} onVerified={onVerified} />
      ) : null}
      {back}
    </div>
  );
}
