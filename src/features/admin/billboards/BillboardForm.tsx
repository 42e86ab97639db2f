import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "../../../components/Button/Button";
import { FormMessage } from "../../../components/FormMessage/FormMessage";
import { TextField } from "../../../components/TextField/TextField";
import { adminBillboardKeys, saveBillboard } from "../api/billboards";
import styles from "../admin.module.css";
import { useAdminAccess } from "../components/AdminAccessContext";
import { useAdminNavigate } from "../components/AdminPathLink";
import { CheckField } from "../components/CheckField";
import { ScopeField } from "../components/ScopeField";
import type { AdminBillboard } from "../types";
import { useAdminForm } from "../use-admin-form";
import { LIMITS } from "../validate";
import { billboardBodyOf, billboardDraft, validateBillboard } from "./billboard-draft";
import { useCapText } from "./use-cap-text";

/** Create or edit a billboard: title, subtitle, https link, on/off, order, period, scope. */
export function BillboardForm({ billboard }: { billboard?: AdminBillboard }) {
  const { t } = useLingui();
  const access = useAdminAccess();
  const queryClient = useQueryClient();
  const navigate = useAdminNavigate();
  const { draft, update, errorOf, submit, formError, saving, formRef } = useAdminForm({
    initial: billboardDraft(billboard, access.companyId),
    validate: validateBillboard,
    send: (draft, key) => saveBillboard(billboard?.id, billboardBodyOf(draft), key),
    onSaved: () => {
      void queryClient.invalidateQueries({ queryKey: adminBillboardKeys.all() });
      void navigate("billboards");
    },
    statusText: { 409: useCapText() },
  });
  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <FormMessage tone="error">{formError}</FormMessage>
      <TextField
        label={t`제목`}
        value={draft.title}
        maxLength={LIMITS.title}
        required
        error={errorOf("title")}
        onChange={(event) => update({ title: event.target.value })}
      />
      <TextField
        label={t`부제목`}
        value={draft.titleSub}
        maxLength={LIMITS.titleSub}
        error={errorOf("titleSub")}
        onChange={(event) => update({ titleSub: event.target.value })}
      />
      <TextField
        type="url"
        inputMode="url"
        label={t`링크 (선택)`}
        hint={t`https://로 시작하는 주소`}
        value={draft.link}
        error={errorOf("link")}
        onChange={(event) => update({ link: event.target.value })}
      />
      <CheckField checked={draft.enabled} onChange={(enabled) => update({ enabled })}>
        <Trans>켜기 (사용자에게 보임)</Trans>
      </CheckField>
      <TextField
        inputMode="numeric"
        label={t`순서`}
        hint={t`작은 수가 먼저 보입니다.`}
        value={draft.sortOrder}
        error={errorOf("sortOrder")}
        onChange={(event) => update({ sortOrder: event.target.value })}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>{t`게시 기간 (선택)`}</legend>
        <TextField
          type="datetime-local"
          label={t`시작`}
          value={draft.from}
          error={errorOf("from")}
          onChange={(event) => update({ from: event.target.value })}
        />
        <TextField
          type="datetime-local"
          label={t`종료`}
          value={draft.to}
          error={errorOf("to")}
          onChange={(event) => update({ to: event.target.value })}
        />
      </fieldset>
      <ScopeField
        value={draft.companyId}
        error={errorOf("companyId")}
        onChange={(companyId) => update({ companyId })}
      />
      <Button type="submit" disabled={saving}>
        {saving ? t`저장 중…` : t`저장`}
      </Button>
    </form>
  );
}
