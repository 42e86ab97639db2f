/**
 * The web app manifest (installable PWA, DESIGN.md §1) in one language. What a user reads (the
 * name, the description, the shortcuts) comes from the server texts; the rest is the same in
 * every language. It replaced the static public/manifest.webmanifest, which was Korean only.
 */
import type { Locale } from "../../contract";
import { translate, type MessageKey } from "../../i18n";

const SHORTCUT_ICONS = [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }];

const SHORTCUTS: ReadonlyArray<{ name: MessageKey; description: MessageKey; url: string }> = [
  { name: "manifest.work", description: "manifest.workDescription", url: "/?menuId=0" },
  { name: "manifest.office", description: "manifest.officeDescription", url: "/?menuId=1" },
  { name: "manifest.favorites", description: "manifest.favoritesDescription", url: "/?menuId=2" },
  {
    name: "manifest.organization",
    description: "manifest.organizationDescription",
    url: "/OrganizationView",
  },
];

const icon = (src: string, sizes: string, type: string, purpose: string) => ({
  src,
  sizes,
  type,
  purpose,
});

const LANGUAGE_NEUTRAL = {
  id: "/",
  dir: "ltr",
  start_url: "/",
  scope: "/",
  display: "standalone",
  orientation: "portrait",
  // The light theme's primary and background (src/styles/global.css).
  theme_color: "#1f4aa8",
  background_color: "#f4f6fa",
  categories: ["business", "productivity"],
  icons: [
    icon("/icons/icon-192.png", "192x192", "image/png", "any"),
    icon("/icons/icon-512.png", "512x512", "image/png", "any"),
    icon("/icons/icon-maskable-512.png", "512x512", "image/png", "maskable"),
    icon("/icons/icon-monochrome-512.png", "512x512", "image/png", "monochrome"),
    icon("/favicon.svg", "any", "image/svg+xml", "any"),
  ],
} as const;

export function webAppManifest(locale: Locale) {
  const t = (key: MessageKey) => translate(locale, key);
  return {
    ...LANGUAGE_NEUTRAL,
    lang: locale,
    name: t("manifest.name"),
    short_name: t("manifest.shortName"),
    description: t("manifest.description"),
    shortcuts: SHORTCUTS.map((shortcut) => ({
      name: t(shortcut.name),
      short_name: t(shortcut.name),
      description: t(shortcut.description),
      url: shortcut.url,
      icons: SHORTCUT_ICONS,
    })),
  };
}
