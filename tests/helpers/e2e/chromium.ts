/**
 * Debian's Chromium as the e2e tests, their offline helpers and the bench launch it: the browser
 * Playwright never downloads here, without the background traffic that would add requests to what
 * a test or a measurement counts.
 */
export const CHROMIUM_PATH = "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  `--disable-features=${disabledFeatures().join(",")}`,
];

/**
 * Chromium reads only the last --disable-features it is given, and the launchers pass their own
 * before ours: this one repeats Playwright 1.65's list (playwright-core's chromiumSwitches) and
 * chrome-launcher 1.2's (its DEFAULT_FLAGS, for the bench's Lighthouse), and adds the omnibox
 * popup. Chromium 15x preloads that popup, a WebUI page in a renderer of its own, for every
 * window, headless too: a second busy renderer beside each page that nobody here uses. Without
 * it the native and native-app-mode specs ran in 99 s instead of 162 s on two cores.
 */
function disabledFeatures(): string[] {
  const playwright = [
    "AvoidUnnecessaryBeforeUnloadCheckSync",
    "DestroyProfileOnBrowserClose",
    "HttpsUpgrades",
    "HttpsFirstBalancedModeAutoEnable",
    "LensOverlay",
    "MediaRouter",
    "PaintHolding",
    "ThirdPartyStoragePartitioning",
    "AvoidCorsURLLoaderRestartOnRedirect",
    "OptimizationHints",
    "NetworkTimeServiceQuerying",
    "AimEnabled",
    "PreconnectToSearch",
  ];
  const chromeLauncher = [
    "Translate",
    "DialMediaRouteProvider",
    "InterestFeedContentSuggestions",
    "CertificateTransparencyComponentUpdater",
    "AutofillServerCommunication",
    "PrivacySandboxSettings4",
  ];
  const omniboxPopup = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "OmniboxAimPopup"];
  return [...playwright, ...chromeLauncher, ...omniboxPopup];
}

/** The phone every e2e test and measurement is: 390x844, touch, Korean, in Seoul. */
export const PHONE = {
  locale: "ko-KR",
  timezoneId: "Asia/Seoul",
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
} as const;
