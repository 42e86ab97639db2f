/**
 * The home feature's public API: the approval handover and the app flag its link lists use, for
 * other screens that open approval pages (my page's counts).
 */
export { continueHandover, openViaHandover } from "./handover";
export { withAppFlag } from "./links";
