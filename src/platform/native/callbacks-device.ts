import type { UpdateAlarmBody, UpdateTokenBody } from "../../../server/contract/portal-internal";
import { api } from "../../lib/api-client";
import type { BridgeOutcome } from "./bridge-log";
import { readSessionIdentity } from "./identity";
import { readString, readYesNo, toRecord } from "./input";
import { rememberNativeOs, toNativeOs } from "./native-os";

/**
 * Device and push callbacks (spec 5 "Device and push"). Their calls are best effort: a failure is
 * only logged (spec 8), the shell is never told.
 */

/**
 * gpDeviceInfo({ appVersion, deviceKey, deviceName, osTypeCode, osVersion, pushToken }):
 * ignored without appVersion; the OS type is remembered; the push token goes to the server only
 * when there is both a push token and an access token.
 */
export async function onDeviceInfo(arg: unknown): Promise<BridgeOutcome> {
  const info = toRecord(arg);
  if (!info) return "invalid";
  const appVersion = readString(info, "appVersion", 50);
  if (!appVersion) return "noAppVersion";
  const osTypeCode = toNativeOs(info.osTypeCode);
  if (osTypeCode) rememberNativeOs(osTypeCode);

  const pushToken = readString(info, "pushToken", 4096);
  if (!pushToken) return "noPushToken";
  const session = await readSessionIdentity();
  if (!session.accessToken) return "noAccessToken";
  const deviceKey = readString(info, "deviceKey", 200);
  if (!deviceKey) return "invalid";
  const { accountId, companyId, empNo } = session;
  if (!accountId || !companyId || !empNo) return "noIdentity";

  const body: UpdateTokenBody = {
    accountId,
    companyId,
    empNo,
    appVersion,
    deviceKey,
    deviceName: readString(info, "deviceName", 200) ?? null,
    osTypeCode: osTypeCode ?? null,
    osVersion: readString(info, "osVersion", 50) ?? null,
    pushToken,
  };
  return send("/internal/updateToken", body);
}

/** The push permission as true/false from { enabled }, { fcmYn }, a boolean or "Y"/"N". */
function pushEnabled(arg: unknown): boolean | undefined {
  if (typeof arg === "boolean") return arg;
  if (typeof arg === "string" && arg.length <= 20 && /^\s*[YN]\s*$/i.test(arg)) {
    return /Y/i.test(arg);
  }
  const record = toRecord(arg);
  return record && (readYesNo(record, "enabled") ?? readYesNo(record, "fcmYn"));
}

/**
 * gpPushStatus({ enabled }): the alarm update, only with companyId, accountId and empNo (of the
 * logged-in session); fcmYn from the push status, sms and mail always Y.
 */
export async function onPushStatus(arg: unknown): Promise<BridgeOutcome> {
  const enabled = pushEnabled(arg);
  if (enabled === undefined) return "invalid";
  const { accountId, companyId, empNo } = await readSessionIdentity();
  if (!accountId || !companyId || !empNo) return "noIdentity";
  const body: UpdateAlarmBody = {
    companyId,
    accountId,
    empNo,
    fcmYn: enabled ? "Y" : "N",
    smsYn: "Y",
    mailYn: "Y",
  };
  return send("/internal/updateAlarm", body);
}

async function send(path: string, body: object): Promise<BridgeOutcome> {
  try {
    await api(path, { method: "PUT", body });
    return "handled";
  } catch (error) {
    console.warn(`Native bridge: ${path} failed`, error);
    return "failed";
  }
}
