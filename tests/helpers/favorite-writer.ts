/**
 * Writes whose loss can be counted: each user owns one favorite and rewrites it with an
 * increasing sequence number (PUT /api/favorite, with an Idempotency-Key as the PWA sends).
 * An acknowledged write (200) is remembered; at the end the server must show that write, or a
 * later one whose answer was lost (a crash can commit a write and kill its answer). Showing an
 * earlier one is a lost write.
 */
import { demoPeople } from "../../server/db/seed/demo";
import { DEMO_ACCOUNTS } from "../../server/db/seed/demo-accounts";
import { bearer, call } from "./http-auth";

export interface Favorite {
  id: number;
  name: string;
  url: string;
  priority: number;
}

/** Generated demo employees (not the named accounts that other tests log in as). */
export function writerAccounts(count: number): string[] {
  const named = new Set(DEMO_ACCOUNTS.map((a) => a.accountId));
  const ids = demoPeople(new Date())
    .filter((p) => !named.has(p.accountId) && !p.initLogin && p.jobs.length > 0)
    .map((p) => p.accountId);
  if (ids.length < count) throw new Error(`the seed has only ${ids.length} such accounts`);
  return ids.slice(0, count);
}

const seqOf = (list: Favorite[]) => Number(/^w(\d+)$/.exec(list[0]?.name ?? "")?.[1] ?? -1);

export class FavoriteWriter {
  private seq = 0;
  /** The list the last acknowledged write answered with. */
  acked: Favorite[] = [];
  ackedWrites = 0;

  private constructor(
    readonly accountId: string,
    private readonly headers: Record<string, string>,
    private readonly itemId: number,
  ) {}

  /** Deletes the user's seeded favorites and adds the one this writer rewrites (write 0). */
  static async create(base: string, accountId: string, accessToken: string) {
    const headers = bearer(accessToken);
    const seeded = (await call(base, "/api/favorite", { headers })).body
      .result as unknown as Favorite[];
    const json = [
      ...seeded.map(({ id, name, url, priority }) => ({
        id,
        name,
        url,
        priority,
        deleteFlag: true,
      })),
      { name: "w0", url: "https://example.com/w/0", priority: 1 },
    ];
    const first = await call(base, "/api/favorite", { method: "PUT", headers, json });
    const list = first.body.result as unknown as Favorite[];
    if (first.status !== 200 || list.length !== 1)
      throw new Error(`setup ${accountId}: ${first.status}`);
    const writer = new FavoriteWriter(accountId, headers, list[0]!.id);
    writer.acked = list;
    return writer;
  }

  /** The next write as a request; `record` takes its answer (only a 200 counts as acknowledged). */
  next(): {
    body: string;
    headers: Record<string, string>;
    record: (a: { status: number; body: unknown }) => void;
  } {
    const seq = ++this.seq;
    const item = {
      id: this.itemId,
      name: `w${seq}`,
      url: `https://example.com/w/${seq}`,
      priority: 1,
    };
    const key = `${this.accountId}-w${seq}`.replace(/[^A-Za-z0-9_-]/g, "_");
    return {
      body: JSON.stringify([item]),
      headers: { ...this.headers, "content-type": "application/json", "idempotency-key": key },
      record: (answer) => {
        if (answer.status !== 200) return;
        const list = (answer.body as { result: Favorite[] }).result;
        // Answers can arrive out of order only across users, never within one writer.
        if (seqOf(list) > seqOf(this.acked)) this.acked = list;
        this.ackedWrites++;
      },
    };
  }

  /** Sends one write and waits for it. */
  async write(base: string): Promise<number> {
    const { body, headers, record } = this.next();
    try {
      const res = await fetch(`${base}/api/favorite`, {
        method: "PUT",
        headers,
        body,
        signal: AbortSignal.timeout(15_000),
      });
      const answer = { status: res.status, body: await res.json() };
      record(answer);
      return res.status;
    } catch {
      return 0; // no answer: the write may or may not have been applied
    }
  }

  /** What the server holds now, compared with the last acknowledged write. */
  async check(base: string): Promise<{ lost: boolean; exact: boolean }> {
    const now = (await call(base, "/api/favorite", { headers: this.headers })).body
      .result as unknown as Favorite[];
    const exact = JSON.stringify(now) === JSON.stringify(this.acked);
    return { lost: now.length !== 1 || seqOf(now) < seqOf(this.acked), exact };
  }
}
