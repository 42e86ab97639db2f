import type { ButtonHTMLAttributes, Ref } from "react";
import styles from "./Button.module.css";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: "primary" | "secondary" | "text";
  ref?: Ref<HTMLButtonElement>;
}

/** A 44px-high button; `type` defaults to "button" so it never submits a form by accident. */
export function Button({ variant = "primary", className, type = "button", ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={[styles.button, styles[variant], className].filter(Boolean).join(" ")}
    />
  );
}

/** The same look for links (pass it as className). */
export const buttonClassName = (variant: ButtonProps["variant"] = "primary") =>
  [styles.button, styles[variant]].join(" ");
