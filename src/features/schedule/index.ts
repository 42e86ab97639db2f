/**
 * The schedule feature's public API, for Main's calendar badge: when the user last opened the
 * schedule on this device and when its newest entry was created. The page stays behind its route.
 */
export { latestScheduleEntryQuery, scheduleSeenQuery } from "./seen";
