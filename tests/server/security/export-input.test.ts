import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN, createTestApp, login } from '../helper.ts';

/** Switches for the faults below; off, both modules behave as shipped. */
const fault = vi.hoisted(() => ({ firstQuery: false, afterFirstChunk: false }));

vi.mock('../../../server/modules/bookings/list-repository.ts', async (importOriginal) => {
  const original =
    await importOriginal<typeof import('../../../server/modules/bookings/list-repository.ts')>();
  const failing = { execute: () => Promise.reject(new Error('the database went away')) };
  return {
    ...original,
    bookingRowsQuery: ((...args) =>
      fault.firstQuery
        ? { limit: () => ({ offset: () => failing }) }
        : original.bookingRowsQuery(...args)) as typeof original.bookingRowsQuery,
  };
});

vi.mock('../../../server/modules/transaction-export/csv.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../server/modules/transaction-export/csv.ts')>();
  return {
    ...original,
    csvStream: async function* (...args: Parameters<typeof original.csvStream>) {
      const rows = original.csvStream(...args);
      yield (await rows.next()).value ?? '';
      if (fault.afterFirstChunk) throw new Error('the database went away mid-file');
      yield* rows;
    },
  };
});

const app = await createTestApp();
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;
const admin = await login(app, ADMIN, '10.8.0.1');

interface Answer {
  status: number;
  contentType: string;
  body: string;
  /** False when the connection closed before the response's end. */
  complete: boolean;
}

/** Over a real socket: a stream cut after its headers shows here, where `inject` would hide it. */
function download(path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path,
        headers: { authorization: `Bearer ${admin.access}` },
        timeout: 10_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        const answer = (complete: boolean) =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type']),
            body: Buffer.concat(chunks).toString(),
            complete,
          });
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => answer(res.complete));
        res.on('aborted', () => answer(false));
        res.on('error', () => answer(false));
      },
    );
    request.on('timeout', () => request.destroy(new Error('the download hung')));
    request.on('error', reject);
  });
}

const BOOKINGS = '/api/v1/plugins/event/booking/export';
const TRANSACTIONS = '/api/v1/plugins/all/transaction/export';

describe('exports check their input before the first byte', () => {
  it('answer a NUL in a filter with a 400 field error, not a dropped download', async () => {
    for (const path of [`${BOOKINGS}?q=%00`, `${BOOKINGS}?email=a%00b`, `${TRANSACTIONS}?q=%00`]) {
      const res = await download(path);
      expect(res.complete, path).toBe(true);
      expect(res.status, path).toBe(400);
      expect(res.contentType).toContain('application/json');
      expect(Object.keys(JSON.parse(res.body)), path).toHaveLength(1);
    }
  });

  it('answer an id past its column’s range with a 400 field error', async () => {
    const res = await download(`${BOOKINGS}?ticket=9223372036854775808`);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({
      ticket: ['Ensure this value is less than or equal to 2147483647.'],
    });
  });

  it('a bookings export whose first query fails answers a 500 with a message, before any byte of the file', async () => {
    fault.firstQuery = true;
    try {
      const res = await download(BOOKINGS);
      expect(res.complete).toBe(true);
      expect(res.status).toBe(500);
      expect(JSON.parse(res.body)).toEqual({
        message: 'Something went wrong on our side. Please try again.',
      });
    } finally {
      fault.firstQuery = false;
    }
  });

  it('a failure after the file started ends the response at once: a cut-off download, then the next request is served', async () => {
    fault.afterFirstChunk = true;
    try {
      const res = await download(BOOKINGS);
      expect(res.status).toBe(200);
      expect(res.body.startsWith('\ufeff')).toBe(true);
      expect(res.complete).toBe(false);
    } finally {
      fault.afterFirstChunk = false;
    }
    const next = await download(BOOKINGS);
    expect(next.status).toBe(200);
    expect(next.complete).toBe(true);
  });
});
