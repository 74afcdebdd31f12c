/**
 * An event's gates (issue 23): the entrances door devices choose from. One rule for the
 * dashboard's editor and the server.
 */
export const MAX_GATES = 20;
export const GATE_NAME_MAX = 60;

export type GateNameProblem = 'blank' | 'too_long' | 'repeated';

/** A name's key for uniqueness: gates differing only in case or surrounding spaces are one gate. */
export const gateKey = (name: string) => name.trim().toLocaleLowerCase('en');

/**
 * What is wrong with a list of gate names: `tooMany` past MAX_GATES, and per index the first
 * problem of that name (a repeated name is marked where it repeats, not where it first appears).
 */
export function gateProblems(names: readonly string[]): {
  tooMany: boolean;
  names: Map<number, GateNameProblem>;
} {
  const problems = new Map<number, GateNameProblem>();
  const seen = new Set<string>();
  names.forEach((name, index) => {
    const trimmed = name.trim();
    if (!trimmed) problems.set(index, 'blank');
    else if (trimmed.length > GATE_NAME_MAX) problems.set(index, 'too_long');
    else if (seen.has(gateKey(trimmed))) problems.set(index, 'repeated');
    seen.add(gateKey(trimmed));
  });
  return { tooMany: names.length > MAX_GATES, names: problems };
}
