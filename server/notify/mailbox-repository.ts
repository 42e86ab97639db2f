/**
 * Queries of the demo mailbox, the demo-mode stand-in for SMS and e-mail (API.md "Local outbox").
 * Its table keeps the name outbox_messages; "outbox" in code means the PWA's offline edits.
 */
import { desc } from "drizzle-orm";
import type { Db } from "../db/client";
import { mailboxMessages } from "../db/schema";
import type { OutgoingMessage } from "./types";

export async function insertMailboxMessage(
  db: Db,
  message: OutgoingMessage,
  now: Date,
): Promise<void> {
  await db.insert(mailboxMessages).values({
    channel: message.channel,
    recipient: message.to,
    subject: message.subject,
    text: message.text,
    code: message.secret,
    createdAt: now,
  });
}

/** Newest first; the id breaks ties between messages of the same instant. */
export async function listMailboxMessages(db: Db, limit: number) {
  return db
    .select({
      channel: mailboxMessages.channel,
      to: mailboxMessages.recipient,
      subject: mailboxMessages.subject,
      text: mailboxMessages.text,
      code: mailboxMessages.code,
      createdAt: mailboxMessages.createdAt,
    })
    .from(mailboxMessages)
    .orderBy(desc(mailboxMessages.createdAt), desc(mailboxMessages.id))
    .limit(limit);
}
