/**
 * Web Push (RFC 8030) with VAPID (RFC 8292) and aes128gcm payload encryption (RFC 8291): the
 * `web-push` library builds the encrypted request, fetch sends it (so that a test's push service
 * on http loopback works as well as the browsers' https services).
 */
import webpush from "web-push";
import type { Delivery, PushMessage } from "./messages";
import { outcomeOfError, outcomeOfStatus, SEND_TIMEOUT_MS, type SendOutcome } from "./send-outcome";
import type { SubscriptionKeys } from "./subscription-repository";
import type { VapidKeys } from "./vapid";

export async function sendWebPush(
  subscription: SubscriptionKeys,
  message: PushMessage,
  delivery: Delivery,
  vapid: VapidKeys & { subject: string },
): Promise<SendOutcome> {
  const request = webpush.generateRequestDetails(
    {
      endpoint: subscription.endpoint,
      keys: { p256dh: subscription.p256dh, auth: subscription.auth },
    },
    JSON.stringify(message),
    {
      vapidDetails: vapid,
      TTL: delivery.ttl,
      urgency: delivery.urgency,
      ...(delivery.topic ? { topic: delivery.topic } : {}),
      contentEncoding: "aes128gcm",
    },
  );
  // fetch sets the length itself from the body.
  const { "Content-Length": _length, ...headers } = request.headers as Record<string, string>;
  try {
    const response = await fetch(request.endpoint, {
      method: "POST",
      headers,
      body: request.body ?? undefined,
      redirect: "error",
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    const detail = response.ok ? "" : await response.text().catch(() => "");
    return outcomeOfStatus(response.status, detail);
  } catch (error) {
    return outcomeOfError(error);
  }
}
