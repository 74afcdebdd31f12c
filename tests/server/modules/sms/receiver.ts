import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

export interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Answer {
  status: number;
  body: string;
}

/**
 * A real HTTP SMS provider on 127.0.0.1 for one test file: it records every request and
 * answers with the next queued answer (200 {"id": "msg-<n>"} when none is queued).
 */
export async function startReceiver() {
  const received: Received[] = [];
  const answers: Answer[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const answer = answers.shift() ?? {
        status: 200,
        body: JSON.stringify({ id: `msg-${received.length}` }),
      };
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    received,
    /** Answers the next requests with these, in order. */
    answer: (...next: Answer[]) => answers.push(...next),
  };
}
