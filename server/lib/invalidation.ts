/**
 * Change announcements between nodes: a write that makes cached answers wrong publishes
 * (channel, key) after its commit, and every node's subscribers drop what the key names.
 * - PostgreSQL (invalidation-postgres.ts): NOTIFY on the shared database; each node LISTENs on
 *   one dedicated connection.
 *   Operators can announce a change made by hand the same way: SELECT pg_notify('gp_menu', '').
 * - PGlite: one process owns the database, so the announcement stays in that process.
 * The publishing node drops its own entries at once, then waits (at most a second) until its
 * LISTEN connection has the NOTIFY back: the other nodes were sent it in the same instant, so
 * they drop their entries within milliseconds, normally before the client's next request.
 */

export type MessageHandler = (key: string) => void;
/** false: announcements may be missed from now on; true: they arrive again (none kept since). */
export type ConnectionHandler = (connected: boolean) => void;

export interface Invalidation {
  /** Whether announcements arrive now (always on PGlite). */
  readonly connected: boolean;
  /** Settles after the first attempt to LISTEN, whether it worked or not. */
  readonly started: Promise<void>;
  subscribe(channel: string, handler: MessageHandler): void;
  onConnectionChange(handler: ConnectionHandler): void;
  /** Never throws: the change is committed already, and the caches' TTL bounds a lost one. */
  publish(channel: string, key: string): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

/** The handlers of both kinds; `deliver` runs those of one channel. */
export class Subscribers {
  private readonly handlers = new Map<string, MessageHandler[]>();
  protected readonly connectionHandlers: ConnectionHandler[] = [];

  subscribe(channel: string, handler: MessageHandler): void {
    if (!CHANNEL_NAME.test(channel)) throw new Error(`bad channel name ${channel}`);
    this.handlers.set(channel, [...(this.handlers.get(channel) ?? []), handler]);
    this.channelAdded(channel);
  }

  onConnectionChange(handler: ConnectionHandler): void {
    this.connectionHandlers.push(handler);
  }

  protected channels(): string[] {
    return [...this.handlers.keys()];
  }

  protected deliver(channel: string, key: string): void {
    for (const handler of this.handlers.get(channel) ?? []) handler(key);
  }

  protected channelAdded(_channel: string): void {}
}

/** PGlite: the only process on its database is the only one to tell. */
export class InProcessInvalidation extends Subscribers implements Invalidation {
  readonly connected = true;
  readonly started = Promise.resolve();

  async publish(channel: string, key: string): Promise<void> {
    this.deliver(channel, key);
  }

  async close(): Promise<void> {}
}
