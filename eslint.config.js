// @ts-check
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import lingui from "eslint-plugin-lingui";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// One boundary zone per folder of src/features, so a new feature is covered without editing this.
const FEATURES = readdirSync(new URL("./src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// Also their subpaths (react/jsx-runtime, @lingui/react/macro): the patterns match like .gitignore.
const REACT = ["react", "react-dom", "@tanstack/react-*", "@lingui/react"];

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
  // src/ layers (docs/architecture.md "Dependency rules"): routes compose features, features meet
  // only through index.ts, shared code (lib, platform, components) never reaches up.
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      // no-cycle reads the imported modules too: they are TypeScript, parsed like the linted ones.
      "import-x/extensions": [".ts", ".tsx"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: ["./src/lib", "./src/platform", "./src/components"],
              from: ["./src/features", "./src/routes"],
              message: "Shared code never imports a feature or a route.",
            },
            {
              target: "./src/features",
              from: "./src/routes",
              message: "Routes compose features, never the other way round.",
            },
            ...FEATURES.map((name) => ({
              target: `./src/features/${name}/**`,
              from: "./src/features/**",
              except: [`**/src/features/${name}/**`, "**/src/features/*/index.ts"],
              message: "Another feature is reached only through its index.ts (its public API).",
            })),
            {
              target: ["./src/sw.ts", "./src/sw/**"],
              from: "./src/**",
              except: ["**/src/sw.ts", "**/src/sw/**", "**/src/platform/**", "**/src/lib/**"],
              message: "The service worker imports only src/platform, src/lib and shared/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/sw.ts", "src/sw/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: REACT, message: "The service worker runs no React." }] },
      ],
    },
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
