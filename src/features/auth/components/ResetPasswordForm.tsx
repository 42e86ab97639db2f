import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useId, useRef, useState, type FormEvent } from "react";
import { Button } from "../../../components/Button/Button";
import { FormMessage } from "../../../components/FormMessage/FormMessage";
import { TextField } from "../../../components/TextField/TextField";
import { initPassword } from "../api";
import { useErrorText } from "../../../components/FormMessage/use-error-text";
import styles from "./LoginPage.module.css";

/** Password reset (spec 5): a temporary password goes to the registered phone or email. */
export function ResetPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const messageId = useId();
  const [accountId, setAccountId] = useState("");
  const [name, setName] = useState("");
  const [missing, setMissing] = useState(false);
  const idInput = useRef<HTMLInputElement>(null);
  const reset = useMutation({
    mutationFn: () => initPassword(accountId.trim(), name.trim()),
    meta: { errorHandling: "local" },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reset.isPending) return;
    const incomplete = !accountId.trim() || !name.trim();
    setMissing(incomplete);
    reset.reset();
    if (incomplete) idInput.current?.focus();
    else reset.mutate();
  };

  if (reset.isSuccess) {
    return (
      <div className={styles.form}>
        <FormMessage tone="success">
          {reset.data.sentTo === "sms"
            ? t`등록된 휴대폰 번호로 임시 비밀번호를 보냈습니다.`
            : t`등록된 이메일 주소로 임시 비밀번호를 보냈습니다.`}
        </FormMessage>
        <Button onClick={onDone}>
          <Trans>로그인 화면으로</Trans>
        </Button>
      </div>
    );
  }

  const message = missing
    ? t`아이디와 이름을 입력해 주세요.`
    : reset.isError
      ? errorText(reset.error, { 404: t`존재하지 않는 사용자입니다.` })
      : undefined;
  const described = message ? messageId : undefined;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.explanation}>
        <Trans>
          아이디와 이름을 입력하면 등록된 휴대폰 번호나 이메일로 임시 비밀번호를 보내 드립니다.
        </Trans>
      </p>
      <TextField
        ref={idInput}
        label={t`아이디`}
        name="accountId"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={accountId}
        onChange={(event) => setAccountId(event.target.value)}
        aria-invalid={missing && !accountId.trim()}
        aria-describedby={described}
      />
      <TextField
        label={t`이름`}
        name="name"
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        aria-invalid={missing && !name.trim()}
        aria-describedby={described}
      />
      <FormMessage tone="error" id={messageId}>
        {message}
      </FormMessage>
      <Button type="submit" aria-disabled={reset.isPending || undefined}>
        <Trans>임시 비밀번호 받기</Trans>
      </Button>
      <Button variant="text" onClick={onDone}>
        <Trans>로그인 화면으로</Trans>
      </Button>
    </form>
  );
}
