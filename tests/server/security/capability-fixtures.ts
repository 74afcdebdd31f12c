import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll } from 'vitest';
import { createTestApp } from '../helper.ts';

/**
 * An app serving a stand-in for the built PWA, so the routes that draw its pages (the pay
 * page's first screen, the menu) are registered as in production.
 */
export async function appWithPwa(onRoute?: (route: RouteOptions) => void): Promise<FastifyInstance> {
  const dist = mkdtempSync(join(tmpdir(), 'gulfpay-capability-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en" dir="ltr"><head><title>Gulf Pay</title></head><body><div id="root"></div></body></html>',
  );
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  return createTestApp({ staticDir: dist }, onRoute);
}

/** Makes `n` things one after another (a customer's requests come one at a time). */
export async function inTurn<T>(n: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  for (let i = 0; i < n; i += 1) made.push(await make(i));
  return made;
}
