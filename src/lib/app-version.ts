// `__APP_VERSION__` is replaced at build time by the `define` in vite.config.ts (package.json
// version). Where no define runs (Vitest), the `typeof` guard keeps this from throwing.
export const APP_VERSION: string =
  typeof __APP_VERSION__ === "string" ? __APP_VERSION__ : "0.0.0-dev";
