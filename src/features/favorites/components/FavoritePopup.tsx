import { useLingui } from "@lingui/react/macro";
import { useId, useRef, useState, type FormEvent } from "react";
import { Button } from "../../../components/Button/Button";
import { Dialog } from "../../../components/Dialog/Dialog";
import { FormMessage } from "../../../components/FormMessage/FormMessage";
import { TextField } from "../../../components/TextField/TextField";
import { writeBack } from "../../../components/TextField/write-back";
import { FAVORITE_PROBLEM_MESSAGES } from "../favorite-messages";
import { checkFavorite, limitFavoriteName, type FavoriteCheck } from "../validate-favorite";
import styles from "./FavoritePopup.module.css";

export interface FavoriteValues {
  name: string;
  url: string;
}

export interface FavoritePopupProps {
  /** "add" opens blank, "modify" prefilled (spec 4 "Favorite popup"). */
  mode: "add" | "modify";
  initial?: FavoriteValues;
  /** Called with valid values (name trimmed); the caller closes the popup. */
  onConfirm: (values: FavoriteValues) => void;
  onClose: () => void;
}

/**
 * Add or modify a favorite: a name of at most 17 characters (more is cut off as it is typed) and
 * an http(s) URL. Confirm shows the first problem (spec 5) and marks every wrong field.
 */
export function FavoritePopup({ mode, initial, onConfirm, onClose }: FavoritePopupProps) {
  const { t, i18n } = useLingui();
  const formId = useId();
  const messageId = useId();
  const [name, setName] = useState(initial?.name ?? "");
  const [url, setUrl] = useState(initial?.url ?? "");
  // Null until the first Confirm; then re-checked as the user corrects the fields.
  const [check, setCheck] = useState<FavoriteCheck | null>(null);
  // An IME (Korean, Japanese, Chinese) must finish a syllable before the text is cut.
  const composing = useRef(false);

  const update = (nextName: string, nextUrl: string) => {
    setName(nextName);
    setUrl(nextUrl);
    if (check) setCheck(checkFavorite(nextName, nextUrl));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = checkFavorite(name, url);
    setCheck(result);
    if (!result.problem) onConfirm({ name: name.trim(), url });
  };

  const problem = check?.problem;
  return (
    <Dialog
      title={
        mode === "add"
          ? t({ message: "즐겨찾기 추가", context: "favorite popup title" })
          : t`즐겨찾기 수정`
      }
      onClose={onClose}
      focusFirstField
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t`취소`}
          </Button>
          <Button type="submit" form={formId}>
            {t`확인`}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className={styles.form}>
        <TextField
          label={t`이름 (17자 이내)`}
          value={name}
          autoComplete="off"
          aria-invalid={check?.nameInvalid || undefined}
          aria-describedby={problem ? messageId : undefined}
          onCompositionStart={() => (composing.current = true)}
          onCompositionEnd={(event) => {
            composing.current = false;
            update(
              writeBack(event.currentTarget, limitFavoriteName(event.currentTarget.value)),
              url,
            );
          }}
          onChange={(event) => {
            const value = event.target.value;
            update(
              composing.current ? value : writeBack(event.target, limitFavoriteName(value)),
              url,
            );
          }}
        />
        <TextField
          label={t`URL 주소`}
          value={url}
          type="text"
          inputMode="url"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          placeholder="https://"
          aria-invalid={check?.urlInvalid || undefined}
          aria-describedby={problem ? messageId : undefined}
          onChange={(event) => update(name, event.target.value)}
        />
        <FormMessage tone="error" id={messageId}>
          {problem ? i18n._(FAVORITE_PROBLEM_MESSAGES[problem]) : null}
        </FormMessage>
      </form>
    </Dialog>
  );
}
