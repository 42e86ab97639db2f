/** Application version, injected by Vite's `define` (see vite.config.ts). */
declare const __APP_VERSION__: string | undefined;
