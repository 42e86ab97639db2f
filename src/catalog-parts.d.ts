// The two parts of a Lingui catalog that vite/catalog-split.ts compiles from one .po file.
declare module "*.po?shell" {
  export const messages: import("@lingui/core").Messages;
}
declare module "*.po?later" {
  export const messages: import("@lingui/core").Messages;
}
