import { defineConfig } from "@lingui/conf";

export default defineConfig({
  sourceLocale: "ko",
  locales: ["ko", "en", "zh", "ja"],
  fallbackLocales: { default: "ko" },
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}/messages",
      include: ["src"],
      exclude: ["**/*.test.*", "src/routeTree.gen.ts"],
    },
  ],
  format: "po",
  orderBy: "messageId",
});
