import type { TargetAndTransition, Transition } from "framer-motion";

/** A bottom sheet (slides up from the screen's edge) or a centred dialog (fades in, scaled). */
export type DialogPlacement = "center" | "sheet";

export interface DialogMotion {
  initial: TargetAndTransition;
  animate: TargetAndTransition;
  transition: Transition;
}

const EASE_OUT: Transition["ease"] = [0.2, 0.8, 0.2, 1];

/**
 * How the panel enters. Under reduced motion (the user's setting) it only fades: no slide, no
 * scale, so nothing moves on screen.
 */
export function panelMotion(placement: DialogPlacement, reduced: boolean): DialogMotion {
  if (reduced) {
    return { initial: { opacity: 0 }, animate: { opacity: 1 }, transition: { duration: 0.12 } };
  }
  if (placement === "sheet") {
    return {
      initial: { y: "100%" },
      animate: { y: 0 },
      transition: { duration: 0.26, ease: EASE_OUT },
    };
  }
  return {
    initial: { opacity: 0, scale: 0.96 },
    animate: { opacity: 1, scale: 1 },
    transition: { duration: 0.18, ease: EASE_OUT },
  };
}

/** A sheet's next step comes in from the side (only a fade under reduced motion). */
export function stepMotion(reduced: boolean): DialogMotion {
  return reduced
    ? { initial: { opacity: 0 }, animate: { opacity: 1 }, transition: { duration: 0.12 } }
    : {
        initial: { opacity: 0, x: 24 },
        animate: { opacity: 1, x: 0 },
        transition: { duration: 0.2, ease: EASE_OUT },
      };
}

export const backdropMotion: DialogMotion = {
  initial: { opacity: 0 },
  animate: { opacity: 1 },
  transition: { duration: 0.16 },
};

/**
 * The user's reduced-motion setting when the dialog opens. Read here rather than through
 * framer-motion's useReducedMotion, whose value is taken once per page and shared, so that each
 * dialog follows the setting as it is now.
 */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function"
    ? window.matchMedia("(prefers-reduced-motion: reduce)").matches
    : false;
}
