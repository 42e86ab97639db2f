/**
 * The app's Notifier (fastify.notifier): SMTP for e-mail and the SMS webhook when configured;
 * with neither (demo mode only: config.ts refuses production without one) every message goes
 * to the local mailbox table that GET /dev/outbox shows.
 * Log lines name the channel only: never the code, the password or the text.
 */
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { demoMode, type Config } from "../config";
import type { Db } from "../db/client";
import type { Clock } from "../plugins/clock";
import { insertMailboxMessage } from "./mailbox-repository";
import { createWebhookSmsSender } from "./sms";
import { createSmtpSender } from "./smtp";
import type { MailSender, Notifier, SmsSender } from "./types";

export type { Notifier, OutgoingMessage, MailSender, SmsSender } from "./types";

export function mailboxNotifier(db: Db, clock: Clock, log: FastifyBaseLogger): Notifier {
  return {
    supports: () => true,
    async send(message) {
      await insertMailboxMessage(db, message, clock.now());
      log.info({ channel: message.channel }, "code delivered to local mailbox");
    },
  };
}

export function transportNotifier(
  senders: { mail?: MailSender | undefined; sms?: SmsSender | undefined },
  log: FastifyBaseLogger,
): Notifier {
  return {
    supports: (channel) => Boolean(channel === "sms" ? senders.sms : senders.mail),
    async send(message) {
      if (message.channel === "sms") {
        if (!senders.sms) throw new Error("no SMS transport configured");
        await senders.sms.sendSms(message.to, message.text);
      } else {
        if (!senders.mail) throw new Error("no SMTP transport configured");
        await senders.mail.sendMail(message.to, message.subject, message.text);
      }
      log.info({ channel: message.channel }, "message handed to the transport");
    },
  };
}

declare module "fastify" {
  interface FastifyInstance {
    /** Replaceable in tests (assign another Notifier before the calls under test). */
    notifier: Notifier;
  }
}

async function notifyPlugin(fastify: FastifyInstance) {
  const config: Config = fastify.config;
  const smtp = config.SMTP_URL ? createSmtpSender(config.SMTP_URL, config.SMTP_FROM) : undefined;
  const sms = config.SMS_WEBHOOK_URL ? createWebhookSmsSender(config.SMS_WEBHOOK_URL) : undefined;
  if (smtp || sms) {
    fastify.decorate("notifier", transportNotifier({ mail: smtp, sms }, fastify.log));
  } else if (demoMode(config)) {
    fastify.decorate("notifier", mailboxNotifier(fastify.db, fastify.clock, fastify.log));
  } else {
    throw new Error("no SMTP or SMS transport configured outside demo mode");
  }
  fastify.addHook("onClose", async () => smtp?.close());
}

export default fp(notifyPlugin, { name: "notify", dependencies: ["clock"] });
