import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import styles from "../admin.module.css";
import { useAdminAccess } from "./AdminAccessContext";
import { useUserCompanies } from "./use-user-companies";

export interface ScopeFieldProps {
  value: number | null;
  onChange: (companyId: number | null) => void;
  error?: string;
}

/**
 * Who sees the content: the whole group (null) or one company. Only a group admin chooses; a
 * company admin's content is always its company's, said in plain text.
 */
export function ScopeField({ value, onChange, error }: ScopeFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const access = useAdminAccess();
  const companies = useUserCompanies();
  if (access.kind !== "GROUP") {
    const name = companies[0]?.name ?? "";
    return <p className={styles.muted}>{t`범위: ${name}`}</p>;
  }
  return (
    <div className={styles.form}>
      <label htmlFor={id} className={styles.label}>
        {t`범위`}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value === null ? "group" : String(value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) =>
          onChange(event.target.value === "group" ? null : Number(event.target.value))
        }
      >
        <option value="group">{t`그룹 전체`}</option>
        {companies.map((company) => (
          <option key={company.id} value={company.id}>
            {company.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The label of a stored scope in lists. */
export function useScopeLabel() {
  const { t } = useLingui();
  const companies = useUserCompanies();
  return (companyId: number | null) =>
    companyId === null
      ? t`그룹 전체`
      : (companies.find((company) => company.id === companyId)?.name ?? String(companyId));
}
