/**
 * The push choices of a job. The on/off flag is alarm_settings.push_enabled, which the shell
 * writes as fcmYn (PUT /api/internal/updateAlarm): the web's settings and the app's switch are
 * one stored truth. Categories and quiet hours live in push_preferences.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { alarmSettings, pushPreferences } from "../../db/schema";

export interface Job {
  accountId: string;
  companyId: number;
}

export interface PushSettings {
  notices: boolean;
  approvals: boolean;
  quietHours: { from: string; to: string } | null;
}

export async function readPushSettings(db: Db, job: Job): Promise<PushSettings> {
  const [alarm] = await db
    .select({ enabled: alarmSettings.pushEnabled })
    .from(alarmSettings)
    .where(
      and(eq(alarmSettings.accountId, job.accountId), eq(alarmSettings.companyId, job.companyId)),
    );
  const [prefs] = await db
    .select()
    .from(pushPreferences)
    .where(
      and(
        eq(pushPreferences.accountId, job.accountId),
        eq(pushPreferences.companyId, job.companyId),
      ),
    );
  // No row yet: the columns' defaults (push on, both categories on, no quiet hours).
  const enabled = alarm?.enabled ?? true;
  return {
    notices: enabled && (prefs?.notices ?? true),
    approvals: enabled && (prefs?.approvals ?? true),
    quietHours:
      prefs?.quietFrom && prefs.quietTo ? { from: prefs.quietFrom, to: prefs.quietTo } : null,
  };
}

/** PUT /api/push/settings: both categories off is push off, which the shell reads as fcmYn=N. */
export async function writePushSettings(
  db: Db,
  job: Job,
  settings: PushSettings,
  now: Date,
): Promise<void> {
  const prefs = {
    notices: settings.notices,
    approvals: settings.approvals,
    quietFrom: settings.quietHours?.from ?? null,
    quietTo: settings.quietHours?.to ?? null,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(pushPreferences)
      .values({ ...job, ...prefs, updatedAt: now })
      .onConflictDoUpdate({
        target: [pushPreferences.accountId, pushPreferences.companyId],
        set: { ...prefs, updatedAt: now },
      });
    await setPushEnabled(tx, job, settings.notices || settings.approvals, now);
  });
}

/**
 * The shell's fcmYn. Turning push on while both categories are off turns both on: otherwise
 * "on" would still send nothing and the web's settings would disagree with the app.
 */
export async function applyShellPushFlag(db: Db, job: Job, enabled: boolean, now: Date) {
  if (!enabled) return;
  await db
    .update(pushPreferences)
    .set({ notices: true, approvals: true, updatedAt: now })
    .where(
      and(
        eq(pushPreferences.accountId, job.accountId),
        eq(pushPreferences.companyId, job.companyId),
        eq(pushPreferences.notices, false),
        eq(pushPreferences.approvals, false),
      ),
    );
}

async function setPushEnabled(db: Db, job: Job, enabled: boolean, now: Date): Promise<void> {
  await db
    .insert(alarmSettings)
    .values({ ...job, pushEnabled: enabled, updatedAt: now })
    .onConflictDoUpdate({
      target: [alarmSettings.accountId, alarmSettings.companyId],
      set: { pushEnabled: enabled, updatedAt: now },
    });
}
