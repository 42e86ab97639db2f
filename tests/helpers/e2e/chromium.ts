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
];

/** The phone every e2e test and measurement is: 390x844, touch, Korean, in Seoul. */
export const PHONE = {
  locale: "ko-KR",
  timezoneId: "Asia/Seoul",
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
} as const;
