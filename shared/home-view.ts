/**
 * The localStorage key of Main's list or grid view: the PWA's toggle writes it, index.html's
 * first script reads it before any module runs, and the server's CSP allows that script by hash
 * (tests/server/home-view-script.test.ts checks that the three agree).
 */
export const HOME_VIEW_KEY = "gp.home.view";
