/**
 * A critically damped spring (stiffness 320, mass 1): the pager's glide between lists. Its
 * position is a function of the time since the start, not a sum of frame steps, so a phone that
 * drops frames still lands on time and never overshoots.
 */
const OMEGA = Math.sqrt(320); // rad/s
/** Closer than this to the target, in pixels, the glide ends there. */
const REST_DELTA = 0.5;

/**
 * Scrolls `element` horizontally from where it is to `to` along the spring, one step per animation
 * frame; `onDone` runs once it is there. Returns a stop function, which leaves it where it is.
 */
export function springScrollLeft(element: HTMLElement, to: number, onDone: () => void) {
  const from = element.scrollLeft;
  let start: number | undefined;
  let frame = requestAnimationFrame(function step(now) {
    start ??= now;
    const t = (now - start) / 1000;
    const offset = (from - to) * (1 + OMEGA * t) * Math.exp(-OMEGA * t);
    if (Math.abs(offset) < REST_DELTA) {
      element.scrollLeft = to;
      onDone();
      return;
    }
    element.scrollLeft = to + offset;
    frame = requestAnimationFrame(step);
  });
  return () => cancelAnimationFrame(frame);
}
