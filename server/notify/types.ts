/**
 * Delivery of verification codes and temporary passwords (DESIGN.md §5): SMTP, an SMS webhook,
 * or, in demo mode with neither configured, the local mailbox (GET /dev/outbox).
 */
import type { CodeChannel } from "../contract";

export interface OutgoingMessage {
  channel: CodeChannel;
  /** Phone number (sms) or e-mail address (email). */
  to: string;
  /** E-mail subject; SMS adapters ignore it. */
  subject: string;
  text: string;
  /**
   * The secret inside `text` (code or temporary password). Only the demo mailbox keeps it, so the
   * tester can read it; real transports send `text` and never log either.
   */
  secret: string;
}

export interface Notifier {
  /** Whether a message on this channel can be delivered at all. */
  supports(channel: CodeChannel): boolean;
  /** Resolves once the transport accepted the message; rejects on failure. */
  send(message: OutgoingMessage): Promise<void>;
}

/** An SMS gateway: one text to one number. */
export interface SmsSender {
  sendSms(to: string, text: string): Promise<void>;
}

/** An e-mail transport: one plain-text mail to one address. */
export interface MailSender {
  sendMail(to: string, subject: string, text: string): Promise<void>;
}
