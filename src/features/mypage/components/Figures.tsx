import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { VisuallyHidden } from "../../../components/VisuallyHidden/VisuallyHidden";
import { AsOfLabel, type Freshness } from "./AsOfLabel";
import styles from "./MyPage.module.css";

export interface Figure {
  key: string;
  label: string;
  value: ReactNode;
  /** Makes the value a button (e.g. opening the approval box behind a count). */
  action?: FigureAction;
}

export interface FigureAction {
  /** The button's accessible name, label and value together (e.g. "결재 대기 3건"). */
  label: string;
  onActivate: () => void;
}

export interface FiguresProps {
  /** Section heading (h2) and the section's accessible name. */
  title: string;
  headingId: string;
  /** The figures' labels render at once; their values only when `state` is "ready". */
  figures: readonly Figure[];
  state: "loading" | "ready" | "unavailable";
  /** When a source system last fed these figures (absent or null: never fed, no label). */
  freshness?: Freshness | undefined;
}

/**
 * A card of labelled figures (<dl>). Labels are always shown and values keep a fixed-size slot,
 * so the card does not move when the data arrives; "unavailable" shows a dash.
 */
export function Figures({ title, headingId, figures, state, freshness }: FiguresProps) {
  return (
    <section
      className={styles.card}
      aria-labelledby={headingId}
      aria-busy={state === "loading" || undefined}
    >
      <h2 id={headingId} className={styles.cardTitle}>
        {title}
      </h2>
      <dl className={styles.figures}>
        {figures.map((figure) => (
          <div key={figure.key} className={styles.figure}>
            <dt className={styles.figureLabel}>{figure.label}</dt>
            <dd className={styles.figureValue}>
              {state === "ready" ? (
                figure.action ? (
                  <button
                    type="button"
                    className={styles.figureButton}
                    aria-label={figure.action.label}
                    onClick={figure.action.onActivate}
                  >
                    {figure.value}
                  </button>
                ) : (
                  figure.value
                )
              ) : state === "loading" ? (
                <span className={styles.skeletonValue} aria-hidden="true" />
              ) : (
                <Unavailable />
              )}
            </dd>
          </div>
        ))}
      </dl>
      {state === "ready" ? <AsOfLabel freshness={freshness} /> : null}
    </section>
  );
}

/**
 * The state of a figure card from its query. Data in hand is shown even when the last refetch
 * failed: offline, My page shows the figures seen online, not dashes.
 */
export function figuresState(query: {
  isSuccess: boolean;
  isError: boolean;
  data?: unknown;
}): FiguresProps["state"] {
  if (query.isSuccess || query.data !== undefined) return "ready";
  return query.isError ? "unavailable" : "loading";
}

/** A dash for a value that could not be loaded, read out as "Not available". */
export function Unavailable() {
  return (
    <>
      <span aria-hidden="true">–</span>
      <VisuallyHidden>
        <Trans>정보 없음</Trans>
      </VisuallyHidden>
    </>
  );
}
