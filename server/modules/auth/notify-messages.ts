/** The texts of codes and temporary passwords, in the locale the user is reading. */
import type { CodeChannel, Locale } from "../../contract";
import { translate } from "../../i18n";
import type { OutgoingMessage } from "../../notify";

export function verificationCodeMessage(
  locale: Locale,
  channel: CodeChannel,
  to: string,
  code: string,
): OutgoingMessage {
  return {
    channel,
    to,
    subject: translate(locale, "notify.codeSubject"),
    text: translate(locale, "notify.codeText", { code }),
    secret: code,
  };
}

export function temporaryPasswordMessage(
  locale: Locale,
  channel: CodeChannel,
  to: string,
  password: string,
): OutgoingMessage {
  return {
    channel,
    to,
    subject: translate(locale, "notify.temporaryPasswordSubject"),
    text: translate(locale, "notify.temporaryPasswordText", { password }),
    secret: password,
  };
}

/** "010-1234-5678" -> "010-****-5678": enough for the user to recognise the number. */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, "");
  if (digits.length < 7) return "*".repeat(digits.length);
  const head = digits.slice(0, 3);
  const tail = digits.slice(-4);
  return `${head}-${"*".repeat(Math.min(4, digits.length - 7))}-${tail}`;
}

/** "hong@x.com" -> "h***@x.com". */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf("@");
  if (at <= 0) return "***";
  return `${email[0]}***${email.slice(at)}`;
}
