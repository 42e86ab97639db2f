import { useLingui } from "@lingui/react/macro";
import { useId, useRef, useState, type FormEvent } from "react";
import { MENU_ICONS } from "../../../../shared/menu-icons";
import { Button } from "../../../components/Button/Button";
import { Dialog } from "../../../components/Dialog/Dialog";
import { FormMessage } from "../../../components/FormMessage/FormMessage";
import { TextField } from "../../../components/TextField/TextField";
import styles from "../admin.module.css";
import { CheckField } from "../components/CheckField";
import type { EnvType, MenuLocale } from "../types";
import { LIMITS, type Problems } from "../validate";
import { MenuIconPreview } from "./MenuIconPreview";
import { validateMenuItem, type MenuItemDraft } from "./menu-draft";

const LOCALES: MenuLocale[] = ["ko", "en", "zh", "ja"];

/** Add or edit one menu item: names in 4 languages, https url, icon, OPEN, devices. */
export function MenuItemDialog(props: {
  initial: MenuItemDraft;
  isNew: boolean;
  onApply: (draft: MenuItemDraft) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const iconId = useId();
  const envId = useId();
  const [draft, setDraft] = useState(props.initial);
  const [problems, setProblems] = useState<Problems>({});
  const form = useRef<HTMLFormElement>(null);
  const labels: Record<MenuLocale, string> = {
    ko: t`이름 (한국어)`,
    en: t`이름 (영어)`,
    zh: t`이름 (중국어)`,
    ja: t`이름 (일본어)`,
  };
  const errorOf = (field: string) => (problems[field] ? i18n._(problems[field]) : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateMenuItem(draft);
    setProblems(found);
    if (Object.keys(found).length === 0) props.onApply(draft);
    else
      requestAnimationFrame(() =>
        form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
  };
  const count = Object.keys(problems).length;
  return (
    <Dialog
      title={props.isNew ? t`메뉴 추가` : t`메뉴 수정`}
      onClose={props.onClose}
      focusFirstField
    >
      <form ref={form} className={styles.form} onSubmit={submit} noValidate>
        <FormMessage tone="error">
          {count > 0 ? t`입력 내용을 확인하세요. 고칠 항목: ${count}개` : ""}
        </FormMessage>
        {LOCALES.map((locale) => (
          <TextField
            key={locale}
            label={labels[locale]}
            lang={locale}
            value={draft.names[locale]}
            maxLength={LIMITS.menuName}
            required={locale === "ko"}
            hint={locale === "ko" ? undefined : t`비우면 한국어 이름이 보입니다.`}
            error={errorOf(`names.${locale}`)}
            onChange={(event) =>
              setDraft({ ...draft, names: { ...draft.names, [locale]: event.target.value } })
            }
          />
        ))}
        <TextField
          type="url"
          inputMode="url"
          label={t`주소 (https://)`}
          value={draft.url}
          error={errorOf("url")}
          onChange={(event) => setDraft({ ...draft, url: event.target.value })}
        />
        <label htmlFor={iconId} className={styles.label}>
          {t`아이콘`}
        </label>
        <div className={styles.check}>
          <select
            id={iconId}
            className={styles.select}
            value={draft.icon}
            onChange={(event) => setDraft({ ...draft, icon: event.target.value })}
          >
            <option value="">{t`없음 (사이트 아이콘)`}</option>
            {MENU_ICONS.map((icon) => (
              <option key={icon} value={icon}>
                {icon}
              </option>
            ))}
          </select>
          <MenuIconPreview name={draft.icon} />
        </div>
        <CheckField checked={draft.open} onChange={(open) => setDraft({ ...draft, open })}>
          {t`OPEN 표시`}
        </CheckField>
        <label htmlFor={envId} className={styles.label}>
          {t`표시 기기`}
        </label>
        <select
          id={envId}
          className={styles.select}
          value={draft.envType}
          onChange={(event) => setDraft({ ...draft, envType: event.target.value as EnvType })}
        >
          <option value="ALL">{t`모든 기기`}</option>
          <option value="PC">{t`PC 전용`}</option>
          <option value="MOBILE">{t`모바일 전용`}</option>
        </select>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={props.onClose}>
            {t`취소`}
          </Button>
          <Button type="submit">{t`적용`}</Button>
        </div>
      </form>
    </Dialog>
  );
}
