import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { VisuallyHidden } from "../VisuallyHidden/VisuallyHidden";
import { isLocale, LOCALES, type Locale } from "../../lib/locale";
import { changeLocale } from "../../platform/locale/change-locale";
import styles from "./LanguagePicker.module.css";

/** Each language in its own name and script (deliberately not translated). */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  ko: "한국어",
  en: "English",
  zh: "中文",
  ja: "日本語",
};

export interface LanguagePickerProps {
  /** Hide the visible label (it stays the accessible name), e.g. in a page header. */
  compact?: boolean;
}

/** Language selection (login page, my page). Server-made texts are refetched after a change. */
export function LanguagePicker({ compact = false }: LanguagePickerProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const id = useId();
  const [pending, setPending] = useState(false);

  const onChange = async (value: string) => {
    if (!isLocale(value) || pending) return;
    setPending(true);
    try {
      // Not awaited: refetching every screen's data may take long on a slow network, and a
      // choice made meanwhile must not be dropped as "still pending".
      if (await changeLocale(value)) void queryClient.invalidateQueries();
    } finally {
      setPending(false);
    }
  };

  const label = t`언어`;
  return (
    <div className={styles.picker}>
      {compact ? (
        <VisuallyHidden>
          <label htmlFor={id}>{label}</label>
        </VisuallyHidden>
      ) : (
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
      )}
      <select
        id={id}
        className={styles.select}
        value={i18n.locale}
        aria-busy={pending || undefined}
        onChange={(event) => void onChange(event.target.value)}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LANGUAGE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
