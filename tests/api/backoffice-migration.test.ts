// Migration 0008 on a database seeded before operators existed: the demo gets its operator (whose password is
// Operator#2026) and its delayed checks get their current delay; a database that is not the demo gets no operator.
import { afterAll, describe, expect, it } from 'vitest';
import { barePglite } from './bare-pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { verifyPassword } from '../../server/auth/passwords';
import { MIGRATIONS, migrationsBefore } from './migrations-before';

const before0008 = migrationsBefore('0008');
afterAll(() => before0008.remove());

async function databaseBefore0008(demo: boolean) {
  const client = barePglite();
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: before0008.folder() });
  await client.exec(`
    INSERT INTO clients (company_name, client_key) VALUES ('Harbour Health Group', '${demo ? 'harbour-health' : 'acme'}');
    INSERT INTO users (username, email, password_hash, client_id, kind)
      SELECT 'client', 'hannah@example.com', 'x', id, 'client' FROM clients;
    INSERT INTO users (username, email, password_hash) VALUES ('applicant', 'olivia@example.com', 'x');
    INSERT INTO services (service_id, service_name, list_price) VALUES ('PC', 'National Police Check', '49.00');
    INSERT INTO orders (applicant_user_id, client_id)
      SELECT users.id, clients.id FROM users, clients WHERE users.username = 'applicant';
    INSERT INTO order_services (order_id, service_id, price, check_status, delay_reason, check_start)
      SELECT orders.id, 'PC', '49.00', s.status, s.delay, '2026-03-01T00:00:00Z' FROM orders,
        (VALUES ('With provider', 'Third party response times'), ('In progress', '')) AS s(status, delay);
  `);
  await migrate(db, { migrationsFolder: MIGRATIONS });
  return client;
}

describe('migration 0008 (back office)', () => {
  it('adds the demo operator, with the password Operator#2026, and the delays under way', async () => {
    const client = await databaseBefore0008(true);
    const { rows } = await client.query<{ kind: string; password_hash: string }>(`SELECT kind, password_hash FROM users WHERE username = 'operator'`);
    expect(rows).toHaveLength(1);
    expect(rows[0].kind).toBe('operator');
    expect(await verifyPassword(rows[0].password_hash, 'Operator#2026')).toBe(true);
    const delays = await client.query<{ cause: string; started_at: Date; ended_at: Date | null }>(`SELECT cause, started_at, ended_at FROM service_delays`);
    expect(delays.rows).toEqual([{ cause: 'Third party response times', started_at: new Date('2026-03-01T00:00:00Z'), ended_at: null }]);
    await client.close();
  }, 90_000);

  it('adds no operator to a database that is not the demo', async () => {
    const client = await databaseBefore0008(false);
    const { rows } = await client.query(`SELECT 1 FROM users WHERE username = 'operator'`);
    expect(rows).toEqual([]);
    await client.close();
  }, 90_000);
});
