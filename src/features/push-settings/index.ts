import { lazy } from "react";

export { watchPushSession } from "./session-sync";

/** My page's notifications section, in its own chunk. */
export const PushSettingsSection = lazy(() => import("./components/PushSettingsSection"));
