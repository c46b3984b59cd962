// Change notices from the database, for the few values a server process keeps in memory between requests (the
// signed-in session of every guarded call, the validator of each order list).
//
// Triggers (migration 0005) call pg_notify whenever a kept value could become wrong: 'orders_changed' on every
// statement that writes orders (the checks' triggers touch their order, so a check's change counts too), and
// 'auth_changed' when a session ends (payload: its id) or any user row changes (payload empty: forget everything).
//
// On PGlite this process is the database's only client, and PGlite hands a notice to its listeners while it reads the
// answer to the COMMIT, before the writing statement's `await` returns (measured), so nothing kept outlives a change
// by even one request. On PostgreSQL every connection of the app's pool listens too, and PostgreSQL hands a
// connection its own notices just before it answers the statement or COMMIT that caused them (measured): this
// process's own changes are heard as on PGlite. Other processes write too: their notices reach the dedicated listening
// connection (postgres-listener.ts) milliseconds after their commit (5-9 ms here, tens under load), so a value kept
// there may be that much behind another process's change: the order lists' validators are kept (a list a moment old),
// sessions are not (auth/sessions.ts: a signed-out session must not pass in between). While the listening
// connection is down a notice may be missed: the feed is then not live, every value kept is forgotten and nothing is
// kept (each request reads) until the connection listens again.
export const CHANGE_TOPICS = ['orders_changed', 'auth_changed'] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];

export class ChangeFeed {
  private readonly versions = new Map<ChangeTopic, number>();
  private readonly listeners = new Map<ChangeTopic, Array<(payload: string) => void>>();
  private isLive = true;

  /** Whether every notice reaches this feed now; while not, nothing may be kept (KeptValues reads every time). */
  get live(): boolean {
    return this.isLive;
  }

  /**
   * The notices stopped (false: the listening connection was lost) or arrive again (true: it listens again). Either
   * way everything kept is forgotten and every version moves on: a notice may have been missed in between, and a read
   * that straddles the change is not kept.
   */
  setLive(live: boolean): void {
    this.isLive = live;
    for (const topic of CHANGE_TOPICS) this.notify(topic, '');
  }

  /**
   * Moves on with every notice of the topic. Read it before reading the database and compare after: a value read
   * while a change landed is not kept.
   */
  version(topic: ChangeTopic): number {
    return this.versions.get(topic) ?? 0;
  }

  on(topic: ChangeTopic, listener: (payload: string) => void): void {
    this.listeners.set(topic, [...(this.listeners.get(topic) ?? []), listener]);
  }

  /** A notice from the database (its LISTEN callback). */
  notify(topic: ChangeTopic, payload: string): void {
    this.versions.set(topic, this.version(topic) + 1);
    for (const listener of this.listeners.get(topic) ?? []) listener(payload);
  }
}

/**
 * What a process keeps of a value read from the database while no change of `topic` has landed: the value, or
 * nothing when the topic moved on during the read. Bounded in entries (the oldest go first).
 */
export class KeptValues<Value> {
  private readonly values = new Map<string, Value>();

  constructor(
    private readonly feed: ChangeFeed,
    private readonly topic: ChangeTopic,
    private readonly maxEntries: number,
    /** Which entries a notice makes wrong: by default all of them. */
    forget: (payload: string, values: Map<string, Value>) => void = (_payload, values) => values.clear(),
  ) {
    feed.on(topic, (payload) => forget(payload, this.values));
  }

  /** The kept value, or `read`'s, kept unless a change landed while it was read. */
  async through(key: string, read: () => Promise<Value>): Promise<Value> {
    const kept = this.values.get(key);
    if (kept !== undefined) return kept;
    if (!this.feed.live) return read();
    const before = this.feed.version(this.topic);
    const value = await read();
    if (this.feed.live && this.feed.version(this.topic) === before) this.set(key, value);
    return value;
  }

  /** Drops the kept value (the caller changed what it was read from); the next `through` reads again. */
  forget(key: string): void {
    this.values.delete(key);
  }

  private set(key: string, value: Value): void {
    this.values.delete(key);
    this.values.set(key, value);
    if (this.values.size > this.maxEntries) this.values.delete(this.values.keys().next().value!);
  }
}
