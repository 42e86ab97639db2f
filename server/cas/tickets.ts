/**
 * The embedded CAS service's state in PostgreSQL (shared by every node, DESIGN.md §4):
 * service tickets (cas_tickets) and single-sign-on sessions behind the TGC cookie (cas_sessions).
 * Only SHA-256 hashes of tickets are stored: a database leak yields nothing a browser could replay.
 * Every instant comes from the app clock (fastify.clock) and is compared in SQL as a parameter.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { accounts, casSessions, casTickets } from "../db/schema";
import { hashSecret, randomToken } from "../lib/secrets";

/** CAS 3.0 §3.1.1 recommends minutes at most; DESIGN.md fixes 5. */
export const SERVICE_TICKET_TTL_MS = 5 * 60_000;
/** How long one CAS login lasts for further services (a working day). */
export const SSO_SESSION_TTL_MS = 8 * 3_600_000;

const after = (now: Date, ms: number) => new Date(now.getTime() + ms);

export async function issueServiceTicket(
  db: Db,
  accountId: string,
  service: string,
  now: Date,
): Promise<string> {
  const ticket = randomToken("ST-");
  await db.insert(casTickets).values({
    ticketHash: hashSecret(ticket),
    service,
    accountId,
    createdAt: now,
    expiresAt: after(now, SERVICE_TICKET_TTL_MS),
  });
  return ticket;
}

export interface ConsumedTicket {
  service: string;
  accountId: string;
  createdAt: Date;
}

/**
 * Marks the ticket used and returns what it was issued for, in ONE statement: two validations of
 * the same ticket racing each other serialise on the row lock, and the loser's WHERE no longer
 * matches (used_at is set), so a ticket can succeed at most once. Null: unknown, used or expired.
 */
export async function consumeServiceTicket(
  db: Db,
  ticket: string,
  now: Date,
): Promise<ConsumedTicket | null> {
  const [row] = await db
    .update(casTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(casTickets.ticketHash, hashSecret(ticket)),
        isNull(casTickets.usedAt),
        gt(casTickets.expiresAt, now),
      ),
    )
    .returning({
      service: casTickets.service,
      accountId: casTickets.accountId,
      createdAt: casTickets.createdAt,
    });
  return row ?? null;
}

/** Starts an SSO session; the returned TGT value goes only into the HttpOnly TGC cookie. */
export async function createSsoSession(db: Db, accountId: string, now: Date): Promise<string> {
  const tgt = randomToken("TGT-");
  await db.insert(casSessions).values({
    tgtHash: hashSecret(tgt),
    accountId,
    createdAt: now,
    expiresAt: after(now, SSO_SESSION_TTL_MS),
  });
  return tgt;
}

/** The account of a live SSO session whose account may still log in; null otherwise. */
export async function findSsoSession(db: Db, tgt: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ accountId: casSessions.accountId })
    .from(casSessions)
    .innerJoin(accounts, eq(accounts.accountId, casSessions.accountId))
    .where(
      and(
        eq(casSessions.tgtHash, hashSecret(tgt)),
        isNull(casSessions.revokedAt),
        gt(casSessions.expiresAt, now),
        eq(accounts.status, "ACTIVE"),
      ),
    )
    .limit(1);
  return row?.accountId ?? null;
}

export async function endSsoSession(db: Db, tgt: string, now: Date): Promise<void> {
  await db
    .update(casSessions)
    .set({ revokedAt: now })
    .where(and(eq(casSessions.tgtHash, hashSecret(tgt)), isNull(casSessions.revokedAt)));
}
