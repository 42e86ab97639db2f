import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useId, useRef, useState, type FormEvent } from "react";
import { Button, buttonClassName } from "../../../components/Button/Button";
import { FormMessage } from "../../../components/FormMessage/FormMessage";
import { TextField } from "../../../components/TextField/TextField";
import { tokenStore } from "../../../lib/token-store";
import { exchangeLoginCode, loginWithPassword } from "../api";
import { rememberedAccountId } from "../login-messages";
import { ssoLoginUrl } from "../sso";
import { useErrorText } from "../../../components/FormMessage/use-error-text";
import styles from "./LoginPage.module.css";

type Missing = "id" | "password" | "both";

export interface LoginFormProps {
  /** Tokens are stored: continue as /loginSuccess does. */
  onLoggedIn: () => void;
  /** A temporary token is stored: today's verification is needed. */
  onVerify: () => void;
}

/** ID/password login (spec 5 "Login"); the password travels RSA-OAEP encrypted. */
export function LoginForm({ onLoggedIn, onVerify }: LoginFormProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const messageId = useId();
  const [accountId, setAccountId] = useState(rememberedAccountId.get);
  const [password, setPassword] = useState("");
  const [missing, setMissing] = useState<Missing | null>(null);
  const idInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  const login = useMutation({
    mutationFn: async ({ id, secret }: { id: string; secret: string }) => {
      const result = await loginWithPassword(id, secret);
      rememberedAccountId.set(id);
      if (result.next === "DONE") {
        await exchangeLoginCode(result.code);
      } else {
        await tokenStore.set({ temporary: result.temporaryToken, access: null, refresh: null });
      }
      return result.next;
    },
    meta: { errorHandling: "local" },
    onSuccess: (next) => (next === "DONE" ? onLoggedIn() : onVerify()),
    onError: () => setPassword(""),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (login.isPending) return;
    const id = accountId.trim();
    const problem: Missing | null =
      !id && !password ? "both" : !id ? "id" : !password ? "password" : null;
    setMissing(problem);
    login.reset();
    if (problem) {
      (problem === "password" ? passwordInput : idInput).current?.focus();
      return;
    }
    login.mutate({ id, secret: password });
  };

  const message =
    missing === "both"
      ? t`아이디와 비밀번호를 입력하세요.`
      : missing === "id"
        ? t`아이디를 입력하세요.`
        : missing === "password"
          ? t`비밀번호를 입력하세요.`
          : login.isError
            ? errorText(login.error, {
                401: t`아이디 또는 비밀번호를 확인한 후 다시 시도하세요.`,
              })
            : undefined;
  const idInvalid = missing === "id" || missing === "both";
  const passwordInvalid = missing === "password" || missing === "both";

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        ref={idInput}
        label={t`아이디`}
        name="accountId"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={accountId}
        onChange={(event) => setAccountId(event.target.value)}
        aria-invalid={idInvalid}
        aria-describedby={idInvalid ? messageId : undefined}
      />
      <TextField
        ref={passwordInput}
        label={t`비밀번호`}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        aria-invalid={passwordInvalid}
        aria-describedby={passwordInvalid ? messageId : undefined}
      />
      <FormMessage tone="error" id={messageId}>
        {message}
      </FormMessage>
      <Button type="submit" aria-disabled={login.isPending || undefined}>
        {login.isPending ? <Trans>로그인 중…</Trans> : <Trans>로그인</Trans>}
      </Button>
      <a className={buttonClassName("secondary")} href={ssoLoginUrl("/")}>
        <Trans>회사 통합 로그인(SSO)으로 로그인</Trans>
      </a>
      <Link to="/login" search={{ step: "reset" }} className={buttonClassName("text")}>
        <Trans>비밀번호 초기화</Trans>
      </Link>
    </form>
  );
}
