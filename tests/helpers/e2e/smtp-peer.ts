import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** One message as the SMTP peer received it: envelope recipients and the decoded text body. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

/** Undoes the body's Content-Transfer-Encoding (nodemailer picks base64 or quoted-printable). */
function decodeBody(headers: string, body: string): string {
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === "base64")
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, "%25"));
  }
  return body;
}

function parseMail(raw: string, to: string[]): ReceivedMail {
  const split = raw.indexOf("\r\n\r\n");
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const subject = /^subject:\s*(.*)$/im.exec(headers)?.[1] ?? "";
  return { to, subject, text: decodeBody(headers, raw.slice(split + 4)) };
}

/**
 * A real SMTP server on loopback (no TLS, no auth: the portal's nodemailer transport talks plain
 * SMTP to smtp://127.0.0.1:<port>). Collects every message it accepts.
 */
export async function startSmtpPeer() {
  const inbox: ReceivedMail[] = [];
  const waiting: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        inbox.push(parseMail(Buffer.concat(chunks).toString("utf8"), to));
        waiting.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    /** The first message to `address` received after `count` messages, waiting up to 20 s. */
    async nextMailTo(address: string, count = inbox.length): Promise<ReceivedMail> {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const mail = inbox.slice(count).find((m) => m.to.includes(address));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${address} within 20 s`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 500);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;
