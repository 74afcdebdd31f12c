import { get as httpGet, type IncomingMessage } from 'node:http';
import type { OrderRow } from '../../src/domain/contracts/kitchen.ts';

export interface OrderStream {
  response: IncomingMessage;
  /** The next `order` event, or a rejection after `ms`. */
  next(ms?: number): Promise<OrderRow>;
  close(): void;
}

/**
 * A kitchen page's live order stream over real HTTP, as EventSource reads it: the token in
 * the query, `order` events parsed from the text as they arrive.
 */
export function openOrderStream(baseUrl: string, query: string): Promise<OrderStream> {
  return new Promise((resolve, reject) => {
    const request = httpGet(`${baseUrl}/api/v1/plugins/food_ordering/order/stream?${query}`, (response) => {
      let buffer = '';
      const events: OrderRow[] = [];
      const waiting: ((row: OrderRow) => void)[] = [];
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith('event: order')) {
            const data = block.split('\n').find((l) => l.startsWith('data: '));
            const row = JSON.parse(data?.slice(6) ?? '{}') as OrderRow;
            const waiter = waiting.shift();
            if (waiter) waiter(row);
            else events.push(row);
          }
          end = buffer.indexOf('\n\n');
        }
      });
      resolve({
        response,
        next: (ms = 2000) =>
          new Promise((done, fail) => {
            const queued = events.shift();
            if (queued) return done(queued);
            const timer = setTimeout(() => fail(new Error(`no order event within ${ms} ms`)), ms);
            waiting.push((row) => {
              clearTimeout(timer);
              done(row);
            });
          }),
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}
