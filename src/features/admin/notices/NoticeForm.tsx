import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "../../../components/Button/Button";
import { FormMessage } from "../../../components/FormMessage/FormMessage";
import { TextField } from "../../../components/TextField/TextField";
import { adminNoticeKeys, saveNotice } from "../api/notices";
import styles from "../admin.module.css";
import { useAdminAccess } from "../components/AdminAccessContext";
import { useAdminNavigate } from "../components/AdminPathLink";
import { CheckField } from "../components/CheckField";
import { ScopeField } from "../components/ScopeField";
import type { AdminNotice } from "../types";
import { useAdminForm } from "../use-admin-form";
import { LIMITS } from "../validate";
import { noticeBody, noticeDraft, validateNotice } from "./notice-draft";
import { NoticePreview } from "./NoticePreview";
import { RichTextEditor } from "./RichTextEditor";

/** Create or edit a notice: title, rich text, scope, popup period, must-acknowledge, push. */
export function NoticeForm({ notice }: { notice?: AdminNotice }) {
  const { t } = useLingui();
  const access = useAdminAccess();
  const queryClient = useQueryClient();
  const navigate = useAdminNavigate();
  const [preview, setPreview] = useState(false);
  const { draft, update, errorOf, submit, formError, saving, formRef } = useAdminForm({
    initial: noticeDraft(notice, access.companyId),
    validate: validateNotice,
    send: (draft, key) => saveNotice(notice?.id, noticeBody(draft), key),
    onSaved: () => {
      void queryClient.invalidateQueries({ queryKey: adminNoticeKeys.all() });
      void navigate("notices");
    },
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
      <RichTextEditor
        label={t`내용`}
        initialHtml={draft.html}
        error={errorOf("html")}
        onChange={(html) => update({ html })}
      />
      <ScopeField
        value={draft.companyId}
        error={errorOf("companyId")}
        onChange={(companyId) => update({ companyId })}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>{t`팝업`}</legend>
        <CheckField checked={draft.popup} onChange={(popup) => update({ popup })}>
          <Trans>기간 동안 홈에서 팝업으로 보여 주기</Trans>
        </CheckField>
        {draft.popup ? (
          <>
            <TextField
              type="datetime-local"
              label={t`시작`}
              value={draft.popupFrom}
              error={errorOf("popupFrom")}
              onChange={(event) => update({ popupFrom: event.target.value })}
            />
            <TextField
              type="datetime-local"
              label={t`종료`}
              value={draft.popupTo}
              error={errorOf("popupTo")}
              onChange={(event) => update({ popupTo: event.target.value })}
            />
          </>
        ) : null}
      </fieldset>
      <CheckField
        checked={draft.mustAcknowledge}
        onChange={(mustAcknowledge) => update({ mustAcknowledge })}
      >
        <Trans>필독 (사용자가 읽음을 확인해야 함)</Trans>
      </CheckField>
      <CheckField checked={draft.push} onChange={(push) => update({ push })}>
        <Trans>푸시 알림 보내기</Trans>
      </CheckField>
      <Button variant="secondary" aria-expanded={preview} onClick={() => setPreview(!preview)}>
        {preview ? t`미리보기 닫기` : t`미리보기`}
      </Button>
      {preview ? <NoticePreview title={draft.title} html={draft.html} /> : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={saving}>
          {saving ? t`저장 중…` : t`저장`}
        </Button>
      </div>
    </form>
  );
}
