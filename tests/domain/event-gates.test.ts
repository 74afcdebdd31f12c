import { describe, expect, it } from 'vitest';
import { GATE_NAME_MAX, gateProblems, MAX_GATES } from '../../src/domain/event-gates.ts';

describe('gateProblems', () => {
  it('accepts distinct names of 1 to 60 characters', () => {
    const result = gateProblems(['Gate 1', 'North', 'x'.repeat(GATE_NAME_MAX)]);
    expect(result).toEqual({ tooMany: false, names: new Map() });
  });

  it('marks blank, too long and repeated names (case and spaces ignored) where they are', () => {
    const result = gateProblems(['Gate 1', ' ', 'x'.repeat(GATE_NAME_MAX + 1), ' gate 1 ']);
    expect([...result.names]).toEqual([
      [1, 'blank'],
      [2, 'too_long'],
      [3, 'repeated'],
    ]);
  });

  it('allows at most 20 gates', () => {
    const names = (count: number) => Array.from({ length: count }, (_, i) => `Gate ${i + 1}`);
    expect(gateProblems(names(MAX_GATES)).tooMany).toBe(false);
    expect(gateProblems(names(MAX_GATES + 1)).tooMany).toBe(true);
  });
});
