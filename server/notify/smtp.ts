/** E-mail through SMTP (nodemailer), configured by SMTP_URL and SMTP_FROM. */
import nodemailer from "nodemailer";
import type { MailSender } from "./types";

/** A mail server that does not answer must not hold a login request for minutes. */
const TIMEOUT_MS = 10_000;

export function createSmtpSender(smtpUrl: string, from: string): MailSender & { close(): void } {
  const url = new URL(smtpUrl);
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === "smtps:" ? 465 : 587,
    secure: url.protocol === "smtps:",
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    // Local test relays (smtp://localhost) offer no certificate worth checking.
    ...(url.searchParams.get("tls") === "insecure" ? { tls: { rejectUnauthorized: false } } : {}),
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  return {
    async sendMail(to, subject, text) {
      await transport.sendMail({ from, to, subject, text });
    },
    close: () => transport.close(),
  };
}
