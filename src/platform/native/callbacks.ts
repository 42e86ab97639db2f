import { normalizeLocale } from "../../lib/locale";
import { recordBridge, type BridgeOutcome } from "./bridge-log";
import {
  onCompanyChanged,
  onLoginStatus,
  onLogout,
  type SessionCallbackDeps,
} from "./callbacks-session";
import { onDeviceInfo, onPushStatus } from "./callbacks-device";
import { MAX_INPUT_CHARS, readString, toRecord } from "./input";
import type { NativeCallbackName } from "./install";
import { settleStorageRequest } from "./native-storage";

/**
 * The window callbacks' implementation (docs/native-bridge.md "Callbacks"), loaded on the first
 * call. Every argument is untrusted: each handler validates it and turns junk into "invalid";
 * nothing escapes as an exception.
 */
export type BridgeDeps = SessionCallbackDeps;

/** gpLanguageChanged("en" | { locale: "en" }): the shell's language applies to the page too. */
async function onLanguageChanged(arg: unknown): Promise<BridgeOutcome> {
  const record = toRecord(arg);
  const raw = typeof arg === "string" && !record ? arg : record && readString(record, "locale", 20);
  const locale = typeof raw === "string" && raw.length <= 20 ? normalizeLocale(raw) : undefined;
  if (!locale) return "invalid";
  // Same steps as the page's own picker (spec 4 "Language change"); it acknowledges with setLanguage.
  const { changeLocale } = await import("../locale/change-locale");
  await changeLocale(locale);
  return "handled";
}

/** gpStorageResponse({ requestId, key, value }): the answer to a "storage" message. */
function onStorageResponse(arg: unknown): BridgeOutcome {
  const record = toRecord(arg);
  const requestId = record && readString(record, "requestId", 100);
  if (!record || !requestId) return "invalid";
  const value = Object.hasOwn(record, "value") ? record.value : null;
  if (value !== null && (typeof value !== "string" || value.length > MAX_INPUT_CHARS)) {
    return "invalid";
  }
  return settleStorageRequest(requestId, value) ? "handled" : "unknownRequest";
}

async function dispatch(
  name: NativeCallbackName,
  arg: unknown,
  deps: BridgeDeps,
): Promise<[BridgeOutcome, unknown]> {
  switch (name) {
    case "gpDeviceInfo":
      return [await onDeviceInfo(arg), undefined];
    case "gpCompanyChanged":
      return [await onCompanyChanged(arg, deps), undefined];
    case "gpLogout":
      return [await onLogout(deps), undefined];
    case "gpLoginStatus": {
      const status = await onLoginStatus();
      return ["handled", status];
    }
    case "gpPushStatus":
      return [await onPushStatus(arg), undefined];
    case "gpLanguageChanged":
      return [await onLanguageChanged(arg), undefined];
    case "gpStorageResponse":
      return [onStorageResponse(arg), undefined];
  }
}

/** Runs one callback, records it for /appTest and resolves with its result (never rejects). */
export async function handleCallback(
  name: NativeCallbackName,
  args: readonly unknown[],
  deps: BridgeDeps,
): Promise<unknown> {
  const arg = args[0];
  try {
    const [outcome, result] = await dispatch(name, arg, deps);
    recordBridge("in", name, arg, outcome);
    return result;
  } catch (error) {
    console.warn(`Native bridge: ${name} failed`, error);
    recordBridge("in", name, arg, "failed");
    return name === "gpLoginStatus"
      ? { status: "UNKNOWN", accountId: null, companyId: null }
      : undefined;
  }
}
