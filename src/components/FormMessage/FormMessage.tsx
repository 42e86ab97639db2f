import type { ReactNode } from "react";
import styles from "./FormMessage.module.css";

export interface FormMessageProps {
  /** "error" is assertive (role="alert"); "info" and "success" are polite (role="status"). */
  tone: "error" | "info" | "success";
  children?: ReactNode;
  id?: string;
}

/**
 * A live region that is always in the DOM (so screen readers pick up changes) and shows its text
 * only when there is some.
 */
export function FormMessage({ tone, children, id }: FormMessageProps) {
  return (
    <p
      id={id}
      role={tone === "error" ? "alert" : "status"}
      className={children ? `${styles.message} ${styles[tone]}` : styles.empty}
    >
      {children}
    </p>
  );
}
