/**
 * Change announcements over PostgreSQL LISTEN/NOTIFY (see invalidation.ts). One dedicated
 * connection per node listens; when it is lost, the caches are told (they empty and stop keeping
 * answers) and it is opened again every second until the database answers.
 */
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import { Subscribers, type Invalidation } from "./invalidation";

/** How long a publisher waits for its own NOTIFY to come back before answering anyway. */
const ECHO_WAIT_MS = 1_000;
const RECONNECT_MS = 1_000;

export class PostgresInvalidation extends Subscribers implements Invalidation {
  private listener: pg.Client | undefined;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;
  private readonly echoes = new Map<string, Array<() => void>>();
  readonly started: Promise<void>;

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: FastifyBaseLogger,
  ) {
    super();
    this.started = this.connect();
  }

  get connected(): boolean {
    return this.listener !== undefined;
  }

  async publish(channel: string, key: string): Promise<void> {
    this.deliver(channel, key);
    const echoed = this.listener ? this.echoOf(channel, key) : undefined;
    try {
      await this.pool.query("select pg_notify($1, $2)", [channel, key]);
      await echoed;
    } catch (error) {
      this.log.error({ err: error, channel, key }, "change announcement failed; caches expire it");
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end();
  }

  protected override channelAdded(channel: string): void {
    this.listener?.query(`LISTEN "${channel}"`).catch((error: unknown) => this.lost(error));
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.pool.options.connectionString });
    client.on("error", (error) => this.lost(error, client));
    client.on("end", () => this.lost(new Error("LISTEN connection ended"), client));
    client.on("notification", (message) => {
      const key = message.payload ?? "";
      this.deliver(message.channel, key);
      const waiting = this.echoes.get(`${message.channel}\n${key}`) ?? [];
      this.echoes.delete(`${message.channel}\n${key}`);
      for (const resolve of waiting) resolve();
    });
    try {
      await client.connect();
      for (const channel of this.channels()) await client.query(`LISTEN "${channel}"`);
    } catch (error) {
      client.removeAllListeners("end");
      await client.end().catch(() => undefined); // already broken; the retry opens another
      this.log.warn({ err: error }, "LISTEN connection failed; retrying");
      this.scheduleRetry();
      return;
    }
    if (this.closed) return void (await client.end());
    this.listener = client;
    for (const handler of this.connectionHandlers) handler(true);
  }

  private lost(error: unknown, client = this.listener): void {
    if (!client || client !== this.listener) return;
    this.listener = undefined;
    client.removeAllListeners("end");
    client.end().catch(() => undefined); // the connection is gone either way
    this.log.warn({ err: error }, "LISTEN connection lost; caches off until it is back");
    for (const handler of this.connectionHandlers) handler(false);
    for (const waiting of this.echoes.values()) for (const resolve of waiting) resolve();
    this.echoes.clear();
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.closed) return;
    this.retry = setTimeout(() => void this.connect(), RECONNECT_MS);
    this.retry.unref();
  }

  private echoOf(channel: string, key: string): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ECHO_WAIT_MS);
      timer.unref();
      const id = `${channel}\n${key}`;
      this.echoes.set(id, [
        ...(this.echoes.get(id) ?? []),
        () => {
          clearTimeout(timer);
          resolve();
        },
      ]);
    });
  }
}
