/** Queries of outbox_messages, the demo-mode stand-in for SMS and e-mail (API.md "Local outbox"). */
import { desc } from "drizzle-orm";
import type { Db } from "../db/client";
import { outboxMessages } from "../db/schema";
import type { OutgoingMessage } from "./types";

export async function insertOutboxMessage(
  db: Db,
  message: OutgoingMessage,
  now: Date,
): Promise<void> {
  await db.insert(outboxMessages).values({
    channel: message.channel,
    recipient: message.to,
    subject: message.subject,
    text: message.text,
    code: message.secret,
    createdAt: now,
  });
}

/** Newest first; the id breaks ties between messages of the same instant. */
export async function listOutboxMessages(db: Db, limit: number) {
  return db
    .select({
      channel: outboxMessages.channel,
      to: outboxMessages.recipient,
      subject: outboxMessages.subject,
      text: outboxMessages.text,
      code: outboxMessages.code,
      createdAt: outboxMessages.createdAt,
    })
    .from(outboxMessages)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
}
