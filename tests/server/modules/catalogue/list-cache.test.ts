import { describe, expect, it } from 'vitest';
import { productListCache } from '../../../../server/modules/catalogue/list-cache.ts';

/** A read that counts its calls and answers when told. */
function reader(ids: number[]) {
  const read = {
    calls: 0,
    answer: () => {},
    fail: (_error: Error) => {},
    run: () => {
      read.calls += 1;
      return new Promise<number[]>((resolve, reject) => {
        read.answer = () => resolve(ids);
        read.fail = reject;
      });
    },
  };
  return read;
}

describe('the product list cache', () => {
  it('reads a list once for customers asking at the same time, and keeps it', async () => {
    const cache = productListCache();
    const read = reader([3, 2, 1]);
    const asked = Array.from({ length: 10 }, () => cache.ids('1:0', 'newest', read.run));
    read.answer();
    for (const ids of await Promise.all(asked)) expect([...ids]).toEqual([3, 2, 1]);
    expect([...(await cache.ids('1:0', 'newest', read.run))]).toEqual([3, 2, 1]);
    expect(read.calls).toBe(1);
  });

  it('reads again once the shop’s content version has changed', async () => {
    const cache = productListCache();
    const old = reader([1]);
    const now = reader([2, 1]);
    const first = cache.ids('1:0', 'newest', old.run);
    old.answer();
    await first;
    const second = cache.ids('1:1', 'newest', now.run);
    now.answer();
    expect([...(await second)]).toEqual([2, 1]);
    expect([...(await cache.ids('1:1', 'newest', now.run))]).toEqual([2, 1]);
    expect(now.calls).toBe(1);
  });

  it('keeps no failed read', async () => {
    const cache = productListCache();
    const failing = reader([]);
    const first = cache.ids('1:0', 'newest', failing.run);
    failing.fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    const retry = reader([7]);
    const second = cache.ids('1:0', 'newest', retry.run);
    retry.answer();
    expect([...(await second)]).toEqual([7]);
  });

  it('lets the least recently used lists go beyond its bounds', async () => {
    const cache = productListCache({ entries: 10, ids: 5 });
    const keep = async (key: string, ids: number[]) => {
      const read = reader(ids);
      const got = cache.ids('1:0', key, read.run);
      read.answer();
      await got;
      return read;
    };
    const a = await keep('a', [1, 2]);
    await keep('b', [3, 4]);
    await cache.ids('1:0', 'a', a.run);
    await keep('c', [5, 6]);
    // a was used after b: b went to make room.
    await cache.ids('1:0', 'a', a.run);
    expect(a.calls).toBe(1);
    const b = reader([3, 4]);
    const again = cache.ids('1:0', 'b', b.run);
    b.answer();
    await again;
    expect(b.calls).toBe(1);
  });
});
