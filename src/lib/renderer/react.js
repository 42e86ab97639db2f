/**
 * What the app and its libraries get for `import ... from "react"` (vite/renderer.ts): Preact's
 * React layer, with the hooks it lacks or gets wrong for this app. JavaScript, not TypeScript:
 * Preact's types declare `export =`, which TypeScript will not re-export with `export *`, and
 * nothing type-checks against this file (the app's imports of "react" use React's types).
 */
/* global window, console, setTimeout, clearTimeout, requestAnimationFrame, cancelAnimationFrame */
import { options } from "preact";
import { lazy as preactLazy, useState } from "preact/compat";

export * from "preact/compat";
export { default } from "preact/compat";

/**
 * React.lazy, save for a load that fails: the part is left out, and the error goes to the console.
 * Preact loops for ever on an error thrown under a Suspense that has suspended (a part whose code
 * was on its way when the phone lost its network, and failed when it came back): the tab froze,
 * or went blank. A chunk missing after a deploy reloads the page anyway (src/lib/chunk-reload.ts).
 * @param {() => Promise<{ default: import("preact").ComponentType<any> }>} load
 */
export function lazy(load) {
  return preactLazy(() =>
    load().catch((error) => {
      console.error("A part of the screen did not load", error);
      return { default: MissingPart };
    }),
  );
}

const MissingPart = () => null;

let lastId = 0;

/**
 * Preact's useId derives an id from the component's place in the tree, and a dialog's portal
 * starts a tree of its own: the sheet's title and its "not today" checkbox both got "P0-0", so the
 * checkbox's label named the title. Nothing is rendered on a server, so a counter per mount is
 * unique on the page and stable across renders.
 * @returns {string}
 */
export function useId() {
  const [id] = useState(() => `gp${(lastId += 1).toString(36)}`);
  return id;
}

/**
 * React 19 passes `ref` to a function component as a prop (TextField, Button take it so); Preact
 * keeps it off the props unless the component went through forwardRef, and the ID field's focus on
 * a missing ID threw instead. Class components keep theirs: it is their instance.
 */
const previousVnodeHook = options.vnode;
options.vnode = (vnode) => {
  const { type } = vnode;
  if (vnode.ref && typeof type === "function" && !type.prototype?.render) {
    vnode.props.ref = vnode.ref;
    vnode.ref = null;
  }
  previousVnodeHook?.(vnode);
};

/**
 * Preact runs effects a frame after the render; React runs them before the next click or key at
 * the latest. Code written for React counts on it: a handler reads what an effect of the last
 * render set (TanStack Query gives a mutation its new options in an effect), and a tap right after
 * a render would act on the render before it. So the effects waiting for their frame run first
 * when a discrete event arrives.
 */
const DISCRETE_EVENTS = ["pointerdown", "mousedown", "keydown", "click", "input", "submit"];
let pendingEffects = null;
const runPendingEffects = () => {
  const flush = pendingEffects;
  pendingEffects = null;
  flush?.();
};
if (typeof window !== "undefined") {
  options.requestAnimationFrame = (flush) => {
    pendingEffects = flush;
    // As Preact does it: after the next frame, or 35 ms when no frame comes (a hidden tab).
    let frame = 0;
    const done = () => {
      clearTimeout(timeout);
      cancelAnimationFrame(frame);
      setTimeout(runPendingEffects);
    };
    const timeout = setTimeout(done, 35);
    frame = requestAnimationFrame(done);
  };
  for (const type of DISCRETE_EVENTS) window.addEventListener(type, runPendingEffects, true);
}
