/**
 * framer-motion's animation features for Dialog, loaded on the first open (LazyMotion): the
 * dialog's own module keeps only the small `m` components, so opening a sheet never waits for the
 * whole library and nothing of it reaches a chunk that imports Dialog statically.
 */
export { domAnimation as default } from "framer-motion";
