import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { Button } from "../../../components/Button/Button";
import { FormMessage } from "../../../components/FormMessage/FormMessage";
import { TextField } from "../../../components/TextField/TextField";
import { adminEventKeys, createEvent } from "../api/events";
import styles from "../admin.module.css";
import { useAdminAccess } from "../components/AdminAccessContext";
import { ScopeField } from "../components/ScopeField";
import type { MenuLocale } from "../types";
import { useAdminForm } from "../use-admin-form";
import { LIMITS } from "../validate";
import { eventBody, eventDraft, validateEvent } from "./event-draft";

/** A new event or holiday: the day, its kind and its title in 4 languages. */
export function EventForm({ onSaved }: { onSaved: (title: string) => void }) {
  const { t } = useLingui();
  const typeId = useId();
  const access = useAdminAccess();
  const queryClient = useQueryClient();
  const { draft, update, errorOf, submit, formError, saving, formRef } = useAdminForm({
    initial: eventDraft(access.companyId),
    validate: validateEvent,
    send: (draft, key) => createEvent(eventBody(draft), key),
    onSaved: (event) => {
      void queryClient.invalidateQueries({ queryKey: adminEventKeys.all() });
      onSaved(event.title);
    },
  });
  const labels: Record<MenuLocale, string> = {
    ko: t`제목 (한국어)`,
    en: t`제목 (영어)`,
    zh: t`제목 (중국어)`,
    ja: t`제목 (일본어)`,
  };
  return (
    <form ref={formRef} className={styles.card} onSubmit={submit} noValidate>
      <FormMessage tone="error">{formError}</FormMessage>
      <TextField
        type="date"
        label={t`날짜`}
        value={draft.day}
        error={errorOf("day")}
        onChange={(event) => update({ day: event.target.value })}
      />
      <label htmlFor={typeId} className={styles.label}>
        {t`종류`}
      </label>
      <select
        id={typeId}
        className={styles.select}
        value={draft.type}
        onChange={(event) => update({ type: event.target.value as "EVENT" | "HOLIDAY" })}
      >
        <option value="EVENT">{t`일정`}</option>
        <option value="HOLIDAY">{t`휴일`}</option>
      </select>
      {(["ko", "en", "zh", "ja"] as const).map((locale) => (
        <TextField
          key={locale}
          lang={locale}
          label={labels[locale]}
          value={draft.titles[locale]}
          maxLength={LIMITS.eventTitle}
          required={locale === "ko"}
          error={errorOf(`titles.${locale}`) ?? (locale === "ko" ? errorOf("title") : undefined)}
          onChange={(event) =>
            update({ titles: { ...draft.titles, [locale]: event.target.value } })
          }
        />
      ))}
      <ScopeField value={draft.companyId} onChange={(companyId) => update({ companyId })} />
      <Button type="submit" disabled={saving}>
        {saving ? t`저장 중…` : t`추가`}
      </Button>
    </form>
  );
}
