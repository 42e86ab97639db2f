/** Shades of the outcomes, in the order of the page's list. */
const FILL: Record<string, string> = {
  sent: "var(--color-primary)",
  failed: "var(--color-danger, #c62828)",
  dropped: "var(--color-text-muted, #6b7280)",
  skipped: "var(--color-border)",
  pending: "var(--color-border)",
};

/**
 * One stacked bar of the outcomes. The numbers are in the list beside it; the drawing is a
 * picture of them with its own text alternative.
 */
export function DeliveryChart({
  parts,
  label,
}: {
  parts: readonly { outcome: string; count: number }[];
  label: string;
}) {
  const total = parts.reduce((sum, part) => sum + part.count, 0);
  const widths = parts.map((part) => (total === 0 ? 0 : (part.count / total) * 100));
  const starts = widths.map((_, index) => widths.slice(0, index).reduce((sum, w) => sum + w, 0));
  return (
    <svg role="img" aria-label={label} viewBox="0 0 100 8" width="100%" height="16">
      {parts.map(({ outcome }, index) => (
        <rect
          key={outcome}
          x={starts[index]}
          y="0"
          width={widths[index]}
          height="8"
          fill={FILL[outcome]}
        />
      ))}
    </svg>
  );
}
