import { useId, type InputHTMLAttributes, type Ref } from "react";
import styles from "./TextField.module.css";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  /** Localized visible label. */
  label: string;
  /** Localized error for this field; sets aria-invalid and is read with the field. */
  error?: string;
  /** Localized help text under the field. */
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with optional hint and error, wired with aria-describedby/aria-invalid. */
export function TextField({ label, error, hint, ref, className, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  // A form-level message may describe the field too (passed as aria-describedby).
  const describedBy =
    [hintId, errorId, input["aria-describedby"]].filter(Boolean).join(" ") || undefined;
  const invalid = Boolean(error) || input["aria-invalid"] === true;
  return (
    <div className={[styles.field, className].filter(Boolean).join(" ")}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        {...input}
        ref={ref}
        id={id}
        className={styles.input}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
