// The listening connection to PostgreSQL that feeds the change notices (changes.ts) of a server process. One client
// of its own (a pooled connection cannot hold LISTEN), which outlives the database going away: when the connection
// is lost the feed stops being live (everything kept is forgotten and nothing is kept), and the listener connects and
// subscribes again with a back-off from one second to MAX_PAUSE_MS; once it listens again the feed forgets everything
// once more (a notice may have been missed meanwhile) and is live.
import pg from 'pg';
import { CHANGE_TOPICS, type ChangeFeed, type ChangeTopic } from './changes';
import { CONNECT_TIMEOUT_MS, type DatabaseLog } from './postgres-pool';

const FIRST_PAUSE_MS = 1_000;
const MAX_PAUSE_MS = 15_000;

export class PostgresListener {
  private client: pg.Client | null = null;
  private closed = false;
  private timer: NodeJS.Timeout | null = null;

  private constructor(
    private readonly connectionString: string,
    private readonly feed: ChangeFeed,
    private readonly log: DatabaseLog,
  ) {}

  /** Connects and listens; fails when the database cannot be reached at start (the server does not start then). */
  static async start(connectionString: string, feed: ChangeFeed, log: DatabaseLog): Promise<PostgresListener> {
    const listener = new PostgresListener(connectionString, feed, log);
    await listener.listen();
    return listener;
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: 'portal-listen',
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    // Before connecting: a connection refused or lost is an 'error' event, which unheard ends the process.
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('the listening connection ended')));
    client.on('notification', (notice) => {
      if ((CHANGE_TOPICS as readonly string[]).includes(notice.channel)) this.feed.notify(notice.channel as ChangeTopic, notice.payload ?? '');
    });
    try {
      await client.connect();
      for (const topic of CHANGE_TOPICS) await client.query(`LISTEN ${topic}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      throw error;
    }
    this.client = client;
  }

  /** The connection went: the feed is not live until a new one listens. Once per client. */
  private lost(client: pg.Client, error: Error): void {
    if (this.client !== client || this.closed) return;
    this.client = null;
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
    this.feed.setLive(false);
    this.log.warn({ pool: 'portal-listen', code: (error as { code?: string }).code, reason: error.message }, 'database connection lost');
    this.retry(FIRST_PAUSE_MS);
  }

  private retry(pause: number): void {
    this.timer = setTimeout(async () => {
      this.timer = null;
      if (this.closed) return;
      try {
        await this.listen();
      } catch (error) {
        this.retry(Math.min(pause * 2, MAX_PAUSE_MS));
        this.log.warn({ pool: 'portal-listen', reason: (error as Error).message, retryInMs: Math.min(pause * 2, MAX_PAUSE_MS) }, 'database unreachable; listening again later');
        return;
      }
      if (this.closed) return;
      this.feed.setLive(true);
      this.log.warn({ pool: 'portal-listen' }, 'listening for changes again');
    }, pause);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    const client = this.client;
    this.client = null;
    if (client) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
    }
  }
}
