/**
 * The billboard feature's public API, for Main: the banners to show and the popups (billboards
 * and the notice popup, each hidden for the day on request). The hide keys are public so tests
 * and the e2e specs can start with the popups hidden.
 */
export { bannerDisplayQuery, type Billboard } from "./api";
export { default as HomePopups, type HomePopupsProps } from "./components/HomePopups";
export { BILLBOARD_HIDE_KEY, NOTICE_POPUP_HIDE_KEY } from "./hide-today";
