import { useLingui } from "@lingui/react/macro";
import { msg } from "@lingui/core/macro";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "../../../components/Button/Button";
import { FormMessage } from "../../../components/FormMessage/FormMessage";
import { TextField } from "../../../components/TextField/TextField";
import { apiKeyKeys, createApiKey } from "../api/api-keys";
import styles from "../admin.module.css";
import { CheckField } from "../components/CheckField";
import type { ApiKeyScope } from "../types";
import { useAdminForm } from "../use-admin-form";
import { LIMITS, requiredText, type Problems } from "../validate";

interface KeyDraft {
  name: string;
  scim: boolean;
  feed: boolean;
}

export function validateKey(draft: KeyDraft): Problems {
  const problems: Problems = {};
  requiredText(problems, "name", draft.name, LIMITS.keyName);
  if (!draft.scim && !draft.feed) problems.scopes = msg`범위를 하나 이상 고르세요.`;
  return problems;
}

/** Create an integration key; the page shows its secret once. */
export function NewKeyForm({ onCreated }: { onCreated: (name: string, secret: string) => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { draft, update, errorOf, submit, formError, saving, formRef } = useAdminForm({
    initial: { name: "", scim: false, feed: false },
    validate: validateKey,
    send: (draft, key) => {
      const scopes: ApiKeyScope[] = [];
      if (draft.scim) scopes.push("scim");
      if (draft.feed) scopes.push("feed");
      return createApiKey({ name: draft.name.trim(), scopes }, key);
    },
    onSaved: (created) => {
      void queryClient.invalidateQueries({ queryKey: apiKeyKeys.all() });
      onCreated(created.name, created.secret);
    },
  });
  const scopeError = errorOf("scopes");
  return (
    <form ref={formRef} className={styles.card} onSubmit={submit} noValidate>
      <FormMessage tone="error">{formError}</FormMessage>
      <TextField
        label={t`이름`}
        value={draft.name}
        maxLength={LIMITS.keyName}
        required
        error={errorOf("name")}
        onChange={(event) => update({ name: event.target.value })}
      />
      <fieldset className={styles.fieldset} aria-invalid={scopeError ? true : undefined}>
        <legend className={styles.label}>{t`범위`}</legend>
        <CheckField checked={draft.scim} onChange={(scim) => update({ scim })}>
          {t`scim (사용자 프로비저닝)`}
        </CheckField>
        <CheckField checked={draft.feed} onChange={(feed) => update({ feed })}>
          {t`feed (수치, 날씨, 휴일 피드)`}
        </CheckField>
        {scopeError ? <p className={styles.error}>{scopeError}</p> : null}
      </fieldset>
      <Button type="submit" disabled={saving}>
        {saving ? t`만드는 중…` : t`키 만들기`}
      </Button>
    </form>
  );
}
