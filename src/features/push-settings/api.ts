import { queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api-client";

/** GET/PUT /api/push/settings (API.md "Push (wave 2)"); quiet hours are Asia/Seoul "HH:MM". */
export interface PushSettings {
  notices: boolean;
  approvals: boolean;
  quietHours: { from: string; to: string } | null;
}

export const pushSettingsKey = ["push", "settings"] as const;

/** The section shows its own state: a failure here never raises the app's alert. */
export const pushSettingsQuery = () =>
  queryOptions({
    queryKey: pushSettingsKey,
    queryFn: ({ signal }) => api<PushSettings>("/push/settings", { signal }),
    meta: { errorHandling: "local" },
  });

export const savePushSettings = (settings: PushSettings) =>
  api<PushSettings>("/push/settings", { method: "PUT", body: settings });

export const fetchVapidPublicKey = () =>
  api<{ publicKey: string }>("/push/vapid-public-key").then((r) => r.publicKey);

export const registerSubscription = (subscription: PushSubscriptionJSON) =>
  api<{ id: string }>("/push/subscriptions", {
    method: "POST",
    body: { endpoint: subscription.endpoint, keys: subscription.keys },
  });

export const unregisterSubscription = (endpoint: string) =>
  api<Record<string, never>>("/push/subscriptions", { method: "DELETE", body: { endpoint } });
