import { afterAll, describe, expect, it } from 'vitest';
import { bodyCases, ordered, propertyCases } from './fuzz-cases.ts';
import { baseline } from './fuzz-operations.ts';
import { report, walk } from './fuzz-run.ts';
import { startFuzzTarget } from './fuzz-target.ts';

const target = await startFuzzTarget();
afterAll(() => target.close());

describe('fuzz: malformed bodies', () => {
  it('answers each one a 4xx in the error shape, never a 5xx or a dropped connection', async () => {
    const started = performance.now();
    const sentBefore = target.requestsSent();
    // GET bodies are not read; every other method gets the whole-body cases.
    const work = ordered(target.operations)
      .filter((op) => op.method !== 'GET')
      .map((op) => {
        const prepared = { op, base: baseline(op, target.seeds) };
        return {
          op,
          cases: [...bodyCases(prepared, target.app.config.bodyLimit), ...propertyCases(prepared)],
        };
      });
    const findings = await walk(target, work);
    const requests = target.requestsSent() - sentBefore;
    console.info(
      `fuzz bodies: ${work.length} operations, ${requests} requests in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    expect(findings, report(findings)).toEqual([]);
  }, 300_000);
});
