import { useLingui } from "@lingui/react/macro";

/**
 * One horizontal bar: acknowledged against pending. The numbers are in the text beside it; the
 * drawing is a picture of them with its own text alternative.
 */
export function ReadsChart({ acknowledged, pending }: { acknowledged: number; pending: number }) {
  const { t } = useLingui();
  const total = acknowledged + pending;
  const share = total === 0 ? 0 : acknowledged / total;
  const percent = Math.round(share * 100);
  return (
    <svg
      role="img"
      aria-label={t`확인 ${percent}%`}
      viewBox="0 0 100 8"
      width="100%"
      height="16"
      preserveAspectRatio="none"
    >
      <rect x="0" y="0" width="100" height="8" rx="2" fill="var(--color-border)" />
      <rect x="0" y="0" width={share * 100} height="8" rx="2" fill="var(--color-primary)" />
    </svg>
  );
}
