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
  {
    // db/ is the lowest server layer: modules read the schema, never the other way round, so what
    // the schema and the seed share with modules (password-hash.ts, search-keys.ts) lives in db/.
    files: ["server/db/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/modules", "**/modules/**", "**/plugins", "**/plugins/**", "**/cas/**"],
              message:
                "server/db must not import modules, plugins or cas; move the shared code into db/.",
            },
          ],
        },
      ],
    },
  },
  {
    // Identity layers, each importing only those below it (docs/architecture.md):
    // modules/identity <- modules/session <- auth, company, user <- server/cas <- modules/sso.
    // The regexes match "../auth/x" and "../../modules/auth/x" alike.
    files: ["server/modules/identity/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex:
                "^(\\.\\./)+(modules/)?(auth|session|company|user|sso)(/|$)|^(\\.\\./)+cas(/|$)",
              message:
                "modules/identity is the lowest identity layer: move the shared code down here.",
            },
          ],
        },
      ],
    },
  },
  {
    // Session (token pairs, access tokens) stands on identity alone; auth and company call it.
    files: ["server/modules/session/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./)+(modules/)?(auth|company|user|sso)(/|$)|^(\\.\\./)+cas(/|$)",
              message: "modules/session imports only modules/identity among the identity layers.",
            },
          ],
        },
      ],
    },
  },
  {
    // auth, company and user are siblings above session: what two of them share belongs lower.
    files: ["server/modules/auth/**", "server/modules/company/**", "server/modules/user/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./)+(modules/)?(auth|company|user|sso)(/|$)|^(\\.\\./)+cas(/|$)",
              message:
                "auth, company and user import only session and identity of the identity layers.",
            },
          ],
        },
      ],
    },
  },
  {
    // The embedded CAS logs in through auth; the SSO module, a CAS client, sits above it.
    files: ["server/cas/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./)+modules/(sso|company|user)(/|$)",
              message: "server/cas must not import modules/sso, company or user.",
            },
          ],
        },
      ],
    },
  },
);
