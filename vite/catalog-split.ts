/**
 * Serves each locale's Lingui catalog in two parts, so that the home route's first paint only
 * downloads the messages it shows (DESIGN section 9, the 125 KB budget):
 *   locales/<locale>/messages.po?shell  messages used anywhere outside LATER_SOURCES
 *   locales/<locale>/messages.po?later  messages used only in LATER_SOURCES
 * src/lib/i18n.ts bundles the four shell parts into the entry, and loads the active locale's later
 * part before any route other than Main renders and before Main's deferred chunk renders. A
 * message lands in "later" only when every place it is used is listed below, so a module missing
 * from the list costs bytes, never a missing translation; scripts/check-budget.mjs also fails the
 * build when an initial chunk uses a message of the later part.
 * The .po files stay one per locale: extraction, translation and the catalog check are unchanged.
 */
import { relative } from "node:path";
import { getConfig } from "@lingui/conf";
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from "@lingui/cli/api";
import type { Plugin } from "vite";

/** Source paths (prefixes, relative to the root) rendered only after Main's first paint. */
export const LATER_SOURCES = [
  "src/routes/login",
  "src/routes/LogoutSuccess",
  "src/routes/appTest",
  "src/routes/noticeDetail",
  "src/routes/_authenticated/",
  "src/components/ErrorPage/",
  "src/components/ListEditor/",
  "src/components/PageLayout/",
  "src/features/auth/components/CodeForm",
  "src/features/auth/components/Login",
  "src/features/auth/components/LogoutSuccess",
  "src/features/auth/components/PasswordChange",
  "src/features/auth/components/PasswordPageExits",
  "src/features/auth/components/ResetPassword",
  "src/features/auth/components/VerifyStep",
  "src/features/auth/login-messages",
  "src/components/FormMessage/use-error-text",
  "src/features/billboard/",
  "src/features/company/components/",
  "src/features/favorites/",
  "src/features/home/components/HomeFooter",
  "src/features/home/components/ListEditLink",
  "src/features/home/components/ListViewToggle",
  "src/features/home/components/CompanyName",
  "src/features/home/components/TabBarTools",
  "src/components/LanguagePicker/",
  "src/features/menu/components/",
  "src/features/mypage/",
  "src/features/app-test/",
  "src/features/admin/",
  "src/features/acknowledge/",
  "src/features/notices/",
  "src/features/organization/",
  "src/features/outbox/components/",
  "src/features/schedule/",
  "src/features/weather/",
];

const PART_QUERY = /\.po\?(shell|later)$/;

function isLater(origins: readonly (readonly [string, number?])[] | undefined): boolean {
  if (!origins || origins.length === 0) return false;
  return origins.every(([file]) => LATER_SOURCES.some((prefix) => file.startsWith(prefix)));
}

export function catalogSplit(): Plugin {
  const config = getConfig();
  const rootDir = config.rootDir ?? process.cwd();
  const sourceLocale = config.sourceLocale ?? "ko";
  return {
    name: "portal-catalog-split",
    enforce: "pre",
    async transform(_source, id) {
      const part = PART_QUERY.exec(id)?.[1];
      if (!part) return null;
      const file = id.split("?")[0]!;
      const found = getCatalogForFile(relative(rootDir, file), await getCatalogs(config));
      if (!found) throw new Error(`${file} is not a catalog of lingui.config.ts`);
      const { locale, catalog } = found;
      this.addWatchFile(file);
      // Origins are read from the source locale's file: extraction writes the same to all four.
      const source = await catalog.read(sourceLocale);
      const { messages } = await catalog.getTranslations(locale, {
        fallbackLocales: config.fallbackLocales ?? {},
        sourceLocale,
      });
      const wanted = Object.fromEntries(
        Object.entries(messages).filter(
          ([messageId]) => isLater(source?.[messageId]?.origin) === (part === "later"),
        ),
      );
      const { source: code, errors } = createCompiledCatalog(locale, wanted, { namespace: "es" });
      if (errors.length > 0) throw new Error(`${file}: ${errors.length} messages do not compile`);
      return { code, map: null, moduleType: "js" };
    },
  };
}
