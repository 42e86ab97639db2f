/** Device/push rows and alarm settings of the caller's job (account + company). */
import type { Db } from "../../db/client";
import { alarmSettings, deviceTokens } from "../../db/schema";

export interface DeviceInput {
  deviceKey: string;
  appVersion: string;
  deviceName: string | null;
  osTypeCode: string | null;
  osVersion: string | null;
  pushToken: string | null;
}

/** One row per (account, company, device): a new app version or push token replaces the old. */
export async function upsertDevice(
  db: Db,
  job: { accountId: string; companyId: number },
  device: DeviceInput,
  now: Date,
): Promise<void> {
  const { deviceKey, ...changes } = device;
  await db
    .insert(deviceTokens)
    .values({ ...job, deviceKey, ...changes, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [deviceTokens.accountId, deviceTokens.companyId, deviceTokens.deviceKey],
      set: { ...changes, updatedAt: now },
    });
}

export interface AlarmFlags {
  pushEnabled: boolean;
  smsEnabled: boolean;
  mailEnabled: boolean;
}

export async function upsertAlarm(
  db: Db,
  job: { accountId: string; companyId: number },
  flags: AlarmFlags,
  now: Date,
): Promise<void> {
  await db
    .insert(alarmSettings)
    .values({ ...job, ...flags, updatedAt: now })
    .onConflictDoUpdate({
      target: [alarmSettings.accountId, alarmSettings.companyId],
      set: { ...flags, updatedAt: now },
    });
}
