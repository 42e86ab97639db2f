import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { AlertDialog } from "../../../components/AlertDialog/AlertDialog";
import { Button } from "../../../components/Button/Button";
import { FormMessage } from "../../../components/FormMessage/FormMessage";
import { TextField } from "../../../components/TextField/TextField";
import { userKeys } from "../../../platform/user/query";
import { changePassword } from "../api";
import type { PasswordDates } from "../password-expiry";
import { checkPasswordChange, type PasswordFormProblem } from "../password-policy";
import type { PasswordChangeReason } from "../password-expiry";
import { useErrorText } from "../../../components/FormMessage/use-error-text";
import styles from "./LoginPage.module.css";

export interface PasswordChangeFormProps {
  /** Why the change is required (null: the user chose to change it). */
  reason: PasswordChangeReason | null;
  /** After "Password Changed." is acknowledged. */
  onChanged: () => void;
}

/** Current, new and confirmation (spec 5 "Password"); both passwords travel encrypted. */
export function PasswordChangeForm({ reason, onChanged }: PasswordChangeFormProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ current: "", next: "", confirm: "" });
  const [problem, setProblem] = useState<PasswordFormProblem | null>(null);
  const change = useMutation({
    mutationFn: () => changePassword(values.current, values.next),
    meta: { errorHandling: "local" },
  });

  /** After the confirmation: the cached user no longer needs a change, then leave. */
  const finish = (changedAt: string) => {
    queryClient.setQueryData<PasswordDates>(userKeys.current(), (user) =>
      user
        ? { ...user, initLogin: false, lastPwdChanged: changedAt, passwordExpiresAt: null }
        : user,
    );
    void queryClient.invalidateQueries({ queryKey: userKeys.current() });
    onChanged();
  };

  const rules = t`비밀번호 규칙에 맞지 않습니다. 영문 대문자와 소문자, 숫자, 특수문자(@ $ ! # % * ? &)를 섞어 8~32자로 입력하세요.`;
  const texts: Record<PasswordFormProblem["problem"], string> = {
    required:
      problem?.field === "current"
        ? t`현재 비밀번호를 입력하세요.`
        : problem?.field === "confirm"
          ? t`새 비밀번호를 한 번 더 입력하세요.`
          : t`새 비밀번호를 입력하세요.`,
    length: rules,
    class: rules,
    charset: rules,
    common: t`너무 흔한 비밀번호입니다. 다른 비밀번호를 사용하세요.`,
    same: t`새 비밀번호는 현재 비밀번호와 달라야 합니다.`,
    mismatch: t`비밀번호가 일치하지 않습니다.`,
  };
  const fieldError = (field: PasswordFormProblem["field"]) =>
    problem?.field === field ? texts[problem.problem] : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    const found = checkPasswordChange(values);
    setProblem(found);
    change.reset();
    if (found) document.getElementsByName(found.field)[0]?.focus();
    else change.mutate();
  };
  const field = (name: keyof typeof values) => ({
    name,
    type: "password",
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {reason ? (
        <p className={styles.explanation}>
          {reason === "expired"
            ? t`비밀번호를 변경한 지 90일이 지났습니다. 비밀번호를 변경해 주세요.`
            : t`임시 비밀번호로 로그인했습니다. 비밀번호를 변경해 주세요.`}
        </p>
      ) : null}
      <TextField
        label={t`현재 비밀번호`}
        autoComplete="current-password"
        error={fieldError("current")}
        {...field("current")}
      />
      <TextField
        label={t`새 비밀번호`}
        autoComplete="new-password"
        hint={t`영문 대문자와 소문자, 숫자, 특수문자(@ $ ! # % * ? &)를 섞어 8~32자`}
        error={fieldError("next")}
        {...field("next")}
      />
      <TextField
        label={t`새 비밀번호 확인`}
        autoComplete="new-password"
        error={fieldError("confirm")}
        {...field("confirm")}
      />
      <FormMessage tone="error">{change.isError ? errorText(change.error) : undefined}</FormMessage>
      <Button type="submit" aria-disabled={change.isPending || undefined}>
        <Trans>비밀번호 변경</Trans>
      </Button>
      {change.isSuccess ? (
        <AlertDialog
          title={t`알림`}
          message={t`비밀번호가 변경되었습니다.`}
          confirmLabel={t`확인`}
          onClose={() => finish(change.data.changedAt)}
        />
      ) : null}
    </form>
  );
}
