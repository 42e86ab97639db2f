// @ts-check
import js from "@eslint/js";
import lingui from "eslint-plugin-lingui";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "dist",
      "dist-*",
      "node_modules",
      "data",
      "coverage",
      "test-results",
      "test-results-*",
      "playwright-report",
      "src/routeTree.gen.ts",
      "server/db/migrations",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks, lingui },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "lingui/t-call-in-function": "error",
      "lingui/no-single-variables-to-translate": "error",
      "lingui/no-expression-in-message": "error",
      "lingui/no-trans-inside-trans": "error",
      // The PWA never reaches into the server: only the zod contract's types cross the line.
      // Rules and constants both sides run are in shared/, which src/ imports freely.
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/server/contract", "**/server/contract/**"],
              allowTypeImports: true,
              message: "Only `import type` from server/contract is allowed in src/.",
            },
            {
              group: ["**/server/**", "!**/server/contract", "!**/server/contract/**"],
              message: "src/ must not import server code.",
            },
          ],
        },
      ],
    },
  },
  {
    // shared/ runs in the PWA, its worker and the server alike: it may import only its own files
    // (no package, no src/ or server/ code). Its tests may also use the test tools and fixtures.
    files: ["shared/**/*.ts"],
    ignores: ["shared/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^(?!\\./(?!\\.))", message: "shared/ imports only from shared/ (./x)." },
          ],
        },
      ],
    },
  },
  {
    files: ["src/sw.ts", "src/sw/**/*.ts"],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: [
      "server/**/*.ts",
      "tests/**/*.ts",
      "scripts/**/*.{js,mjs,ts}",
      "bench/**/*.ts",
      "*.config.{js,ts}",
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Plugins sit below the modules: a plugin gets what it needs from a module through its
    // options (see plugins/auth.ts), never by importing it.
    files: ["server/plugins/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/modules", "**/modules/**"],
              message: "server/plugins must not import server/modules; pass it in as an option.",
            },
          ],
        },
      ],
    },
  },
);
