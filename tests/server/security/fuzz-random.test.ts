import { afterAll, describe, expect, it } from 'vitest';
import { ordered } from './fuzz-cases.ts';
import { mutants } from './fuzz-mutations.ts';
import { baseline } from './fuzz-operations.ts';
import { report, walk } from './fuzz-run.ts';
import { startFuzzTarget } from './fuzz-target.ts';

const target = await startFuzzTarget();
afterAll(() => target.close());

// Fixed so a failure reproduces; FUZZ_SEED=<n> explores other cases locally.
const SEED = Number(process.env.FUZZ_SEED ?? 20260412);
const RUNS_PER_OPERATION = 24;

describe('fuzz: seeded random mutations of valid requests', () => {
  it(`answers each one a 4xx in the error shape or a success (seed ${SEED})`, async () => {
    const started = performance.now();
    const sentBefore = target.requestsSent();
    const work = ordered(target.operations).map((op) => ({
      op,
      cases: mutants({ op, base: baseline(op, target.seeds) }, SEED, RUNS_PER_OPERATION),
    }));
    const findings = await walk(target, work);
    const requests = target.requestsSent() - sentBefore;
    console.info(
      `fuzz random (seed ${SEED}): ${work.length} operations, ${requests} requests in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    expect(findings, report(findings)).toEqual([]);
  }, 300_000);
});
