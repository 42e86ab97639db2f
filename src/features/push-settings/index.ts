import { lazyWhenOnline } from "../../lib/when-online";

export { watchPushSession } from "./session-sync";

/** My page's notifications section, in its own chunk. */
export const PushSettingsSection = lazyWhenOnline(() => import("./components/PushSettingsSection"));
