import { defineConfig } from "@lingui/conf";
import { DEFAULT_LOCALE, LOCALES } from "./shared/locales";

export default defineConfig({
  sourceLocale: DEFAULT_LOCALE,
  locales: [...LOCALES],
  fallbackLocales: { default: DEFAULT_LOCALE },
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
