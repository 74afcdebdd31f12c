import { describe, expect, it } from 'vitest';
import { parsePostgresUrl } from '../../../server/db/postgres-hosts.ts';

describe('a DATABASE_URL naming several hosts (libpq style)', () => {
  it('becomes one single-host URL per host, in order, keeping credentials, database and parameters', () => {
    const target = parsePostgresUrl(
      'postgres://pay:s%40cret@db1.internal:5432,db2.internal:6432,[::1]:5433/gulfpay' +
        '?target_session_attrs=read-write&connect_timeout=3&sslmode=require',
    );
    expect(target).toEqual({
      hosts: [
        'postgres://pay:s%40cret@db1.internal:5432/gulfpay?sslmode=require',
        'postgres://pay:s%40cret@db2.internal:6432/gulfpay?sslmode=require',
        'postgres://pay:s%40cret@[::1]:5433/gulfpay?sslmode=require',
      ],
      readWrite: true,
      connectTimeoutMs: 3000,
    });
  });

  it('leaves a one-host URL as it is, accepting any server', () => {
    expect(parsePostgresUrl('postgresql://localhost/gulfpay')).toEqual({
      hosts: ['postgresql://localhost/gulfpay'],
      readWrite: false,
      connectTimeoutMs: 0,
    });
  });

  it('refuses what is not a PostgreSQL URL', () => {
    expect(() => parsePostgresUrl('mysql://localhost/db')).toThrow(/postgres:\/\//);
  });
});
