/**
 * What a push says. Lock screens show it, so it carries only a heading, the notice's title or the
 * approvals count, and where a tap leads; texts are in the recipient's language (server/i18n).
 */
import { translate, isLocale } from "../../i18n";
import type { PushEvent } from "./events";

export interface PushMessage {
  type: PushEvent["type"];
  title: string;
  body: string;
  /** Same-origin path the notification opens. */
  url: string;
  /** The company's logo (public/images/logos). */
  icon: string;
  noticeId?: number;
  count?: number;
}

/** How long a push service keeps it for an offline device, and how eagerly it wakes one. */
export interface Delivery {
  ttl: number;
  urgency: "very-low" | "low" | "normal" | "high";
  /** Replaces an undelivered older message with the same topic (RFC 8030 §5.4). */
  topic?: string;
}

export const DELIVERY: Record<PushEvent["type"], Delivery> = {
  notice: { ttl: 24 * 3600, urgency: "normal" },
  reminder: { ttl: 8 * 3600, urgency: "high" },
  // Only the latest count matters: it replaces an older one still waiting at the push service.
  approvals: { ttl: 3600, urgency: "normal", topic: "approvals" },
};

const MAX_BODY = 120;

const logoOf = (companyCode: string) =>
  /^[A-Za-z0-9_-]{1,40}$/.test(companyCode)
    ? `/images/logos/${companyCode}.svg`
    : "/images/logos/default.svg";

export function messageFor(
  event: PushEvent,
  noticeTitle: string | null,
  recipient: { locale: string; companyCode: string },
): PushMessage {
  const locale = isLocale(recipient.locale) ? recipient.locale : "ko";
  const icon = logoOf(recipient.companyCode);
  if (event.type === "approvals") {
    return {
      type: "approvals",
      title: translate(locale, "push.approvals.title"),
      body: translate(locale, "push.approvals.body", { count: event.count }),
      url: "/user",
      icon,
      count: event.count,
    };
  }
  const body = (noticeTitle ?? "").slice(0, MAX_BODY);
  return {
    type: event.type,
    title: translate(locale, event.type === "notice" ? "push.notice.title" : "push.reminder.title"),
    body,
    url: `/noticeDetail/${event.noticeId}`,
    icon,
    noticeId: event.noticeId,
  };
}
