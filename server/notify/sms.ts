/**
 * SMS through an HTTP gateway (SMS_WEBHOOK_URL): POST {"to","text"} as JSON; any 2xx means
 * accepted. The gateway's answer body is not logged: it may echo the text with the code.
 */
import type { SmsSender } from "./types";

const TIMEOUT_MS = 10_000;

export function createWebhookSmsSender(
  webhookUrl: string,
  fetchImpl: typeof fetch = fetch,
): SmsSender {
  return {
    async sendSms(to, text) {
      const response = await fetchImpl(webhookUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
