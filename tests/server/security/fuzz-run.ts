import type { Operation } from './fuzz-operations.ts';
import type { FuzzCase, FuzzResponse, FuzzTarget, Identity } from './fuzz-target.ts';

/** What is wrong with an answer: a 5xx, or a 4xx outside `{message?: string, <field>?: string[]}`. */
export function problem(res: FuzzResponse): string | null {
  if (res.status >= 500) return `answered ${res.status}`;
  if (res.status < 400) return null;
  if (!res.contentType.startsWith('application/json')) return `${res.status} not JSON (${res.contentType})`;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `${res.status} body is not JSON`;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body) || !Object.keys(body).length) {
    return `${res.status} body is not an error object`;
  }
  for (const [key, value] of Object.entries(body)) {
    const ok =
      key === 'message'
        ? typeof value === 'string'
        : Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string');
    if (!ok) return `${res.status} has "${key}" outside the error shape`;
  }
  return null;
}

export interface Finding {
  kind: string;
  line: string;
}

const IDENTITIES: Identity[] = ['anonymous', 'signed in'];

/** Sends every case as both identities, a few at a time, and keeps what went wrong. */
export async function walk(
  target: FuzzTarget,
  work: { op: Operation; cases: FuzzCase[] }[],
  concurrency = 4,
): Promise<Finding[]> {
  const jobs = work.flatMap(({ op, cases }) =>
    cases.flatMap((c) => IDENTITIES.map((identity) => ({ op, c, identity }))),
  );
  const findings: Finding[] = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const { op, c, identity } = jobs[next++] as (typeof jobs)[number];
      const where = `${c.method} ${c.path.slice(0, 160)} (${identity}; ${op.template}; ${c.label})`;
      try {
        const res = await target.send(c, identity, op.auth);
        const wrong = problem(res);
        if (wrong)
          findings.push({
            kind: wrong.split(' ').slice(0, 2).join(' '),
            line: `${wrong}: ${where} → ${res.body.slice(0, 160)}`,
          });
      } catch (error) {
        findings.push({ kind: 'dropped', line: `dropped (${(error as Error).message}): ${where}` });
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return findings;
}

/** Counts by kind and the first findings, for a failure message that fits on a screen. */
export function report(findings: Finding[], limit = 60): string {
  const counts = new Map<string, number>();
  for (const f of findings) counts.set(f.kind, (counts.get(f.kind) ?? 0) + 1);
  const summary = [...counts].map(([kind, n]) => `${n}× ${kind}`).join(', ');
  return [`${findings.length} findings: ${summary}`, ...findings.slice(0, limit).map((f) => f.line)].join(
    '\n',
  );
}
