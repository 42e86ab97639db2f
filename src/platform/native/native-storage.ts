import { sendNative } from "./bridge";

/**
 * The shell's key-value storage (docs/native-bridge.md "storage"): a request goes out with a
 * requestId and the shell answers through window.gpStorageResponse. Unanswered requests resolve
 * with null after STORAGE_TIMEOUT_MS, so a shell without storage never hangs the page.
 */
export const STORAGE_TIMEOUT_MS = 3000;
const pending = new Map<string, (value: string | null) => void>();
let counter = 0;

function request(message: Parameters<typeof sendNative<"storage">>[1]): Promise<string | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => settle(null), STORAGE_TIMEOUT_MS);
    function settle(value: string | null) {
      clearTimeout(timer);
      pending.delete(message.requestId);
      resolve(value);
    }
    pending.set(message.requestId, settle);
    if (!sendNative("storage", message)) settle(null);
  });
}

const nextId = () => `s${Date.now().toString(36)}-${(counter++).toString(36)}`;

export const nativeStorage = {
  get: (key: string) => request({ action: "get", key, requestId: nextId() }),
  set: (key: string, value: string) => request({ action: "set", key, value, requestId: nextId() }),
  remove: (key: string) => request({ action: "remove", key, requestId: nextId() }),
};

/** The shell's answer; false when no request with that id is waiting (late, unknown or junk). */
export function settleStorageRequest(requestId: string, value: string | null): boolean {
  const settle = pending.get(requestId);
  if (!settle) return false;
  settle(value);
  return true;
}
