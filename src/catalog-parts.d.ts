// The two parts of a Lingui catalog that vite/catalog-split.ts compiles from one .po file.
declare module "*.po?shell" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
declare module "*.po?later" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
