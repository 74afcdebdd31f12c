import { afterAll, describe, expect, it } from 'vitest';
import { ordered, paramCases } from './fuzz-cases.ts';
import { baseline } from './fuzz-operations.ts';
import { report, walk } from './fuzz-run.ts';
import { startFuzzTarget } from './fuzz-target.ts';

const target = await startFuzzTarget();
afterAll(() => target.close());

/** The served document had 128 operations when this test was last changed; a route removed from it fails here. */
const MIN_OPERATIONS = 128;

describe('fuzz: malformed path params, query strings and headers', () => {
  it(`walks every documented operation (at least ${MIN_OPERATIONS})`, () => {
    expect(target.operations.length).toBeGreaterThanOrEqual(MIN_OPERATIONS);
    expect(new Set(target.operations.map((op) => op.method))).toEqual(
      new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']),
    );
  });

  it('seeds real ids where the operation takes one', () => {
    const keys = new Set(target.seeds.map((seed) => seed.key));
    for (const key of ['id', 'slug', 'number', 'attempt_id']) expect([...keys], key).toContain(key);
  });

  it('answers each one a 4xx in the error shape, never a 5xx or a dropped connection', async () => {
    const started = performance.now();
    const sentBefore = target.requestsSent();
    const work = ordered(target.operations).map((op) => ({
      op,
      cases: paramCases({ op, base: baseline(op, target.seeds) }),
    }));
    const findings = await walk(target, work);
    const requests = target.requestsSent() - sentBefore;
    console.info(
      `fuzz params: ${work.length} operations, ${requests} requests in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    expect(findings, report(findings)).toEqual([]);
  }, 300_000);
});
