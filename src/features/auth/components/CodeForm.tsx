import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Button } from "../../../components/Button/Button";
import { FormMessage } from "../../../components/FormMessage/FormMessage";
import { TextField } from "../../../components/TextField/TextField";
import { writeBack } from "../../../components/TextField/write-back";
import { VisuallyHidden } from "../../../components/VisuallyHidden/VisuallyHidden";
import { isApiError } from "../../../lib/api-error";
import { exchangeLoginCode, validateVerificationCode } from "../api";
import { VERIFICATION_CODE_SECONDS } from "../../../../shared/auth-timing";
import { useErrorText } from "../../../components/FormMessage/use-error-text";
import { announcedMark, formatClock, useCountdown } from "../use-countdown";
import styles from "./LoginPage.module.css";

export interface CodeFormProps {
  /** When the code sent last expires (ms since the epoch). Re-key the form for a new code. */
  deadline: number;
  onVerified: () => void;
}

/** The verification code with its 2:00 countdown (spec 5 "Verification", spec 8 messages). */
export function CodeForm({ deadline, onVerified }: CodeFormProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const left = useCountdown(deadline) ?? VERIFICATION_CODE_SECONDS;
  const expired = left === 0;
  const [code, setCode] = useState("");
  const [required, setRequired] = useState(false);

  const verify = useMutation({
    mutationFn: async (value: string) => {
      const result = await validateVerificationCode(value);
      await exchangeLoginCode(result.code);
    },
    meta: { errorHandling: "local" },
    onSuccess: onVerified,
  });

  const mark = announcedMark(left);
  const minutes = Math.floor(mark / 60);
  const seconds = mark % 60;
  const announcement = expired ? "" : t`남은 인증 시간 ${minutes}분 ${seconds}초`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (expired || verify.isPending) return;
    const value = code.trim();
    setRequired(value === "");
    verify.reset();
    if (value) verify.mutate(value);
  };

  // 400: the server's own words (mismatch or expired, localized); 401: the temporary token ended.
  const serverSaid = isApiError(verify.error) ? verify.error.message : "";
  const message = expired
    ? t`인증 시간이 만료되었습니다. 2분 안에 인증을 완료하세요.`
    : required
      ? t`인증번호를 입력하세요.`
      : verify.isError
        ? errorText(verify.error, {
            400: serverSaid || t`인증번호가 일치하지 않습니다.`,
            401: t`인증 가능 시간이 지났습니다. 다시 로그인하세요.`,
          })
        : undefined;

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.timer}>
        <Trans>남은 시간</Trans>{" "}
        <span role="timer" aria-live="off" className={styles.clock}>
          {formatClock(left)}
        </span>
      </p>
      <VisuallyHidden>
        <span aria-live="polite">{announcement}</span>
      </VisuallyHidden>
      <TextField
        label={t`인증번호`}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        value={code}
        onChange={(event) =>
          setCode(writeBack(event.target, event.target.value.replace(/\D/g, "")))
        }
        disabled={expired}
        aria-invalid={required || verify.isError}
      />
      <FormMessage tone="error">{message}</FormMessage>
      <Button type="submit" disabled={expired} aria-disabled={verify.isPending || undefined}>
        <Trans>인증하기</Trans>
      </Button>
    </form>
  );
}
