import { describe, expect, it } from 'vitest';
import { productListCache } from '../../../../server/modules/catalogue/list-cache.ts';

/** A list of `size` ids (size, size-1, …, 1) read in stretches, counting its reads; answers when told. */
function list(size: number) {
  const all = Array.from({ length: size }, (_, i) => size - i);
  const reads: { offset: number; limit: number }[] = [];
  let release = () => {};
  let failure: Error | null = null;
  const gate = () => new Promise<void>((resolve) => (release = resolve));
  let waiting = Promise.resolve();
  return {
    reads,
    hold: () => {
      waiting = gate();
    },
    answer: () => release(),
    failNext: (error: Error) => {
      failure = error;
    },
    read: async (stretch: { offset: number; limit: number }) => {
      reads.push(stretch);
      await waiting;
      if (failure) {
        const error = failure;
        failure = null;
        throw error;
      }
      return all.slice(stretch.offset, stretch.offset + stretch.limit);
    },
  };
}

const limits = { entries: 100, ids: 1_000, chunk: 4 };

describe('the product list cache', () => {
  it('serves any page from the chunks it read, reading each chunk once', async () => {
    const cache = productListCache(limits);
    const ten = list(10);
    expect(await cache.ids('1:0', 'newest', { offset: 0, limit: 3 }, ten.read)).toEqual([10, 9, 8]);
    expect(await cache.ids('1:0', 'newest', { offset: 3, limit: 3 }, ten.read)).toEqual([7, 6, 5]);
    expect(await cache.ids('1:0', 'newest', { offset: 6, limit: 5 }, ten.read)).toEqual([4, 3, 2, 1]);
    expect(await cache.ids('1:0', 'newest', { offset: 12, limit: 3 }, ten.read)).toEqual([]);
    expect(await cache.ids('1:0', 'newest', { offset: 1, limit: 8 }, ten.read)).toEqual([
      9, 8, 7, 6, 5, 4, 3, 2,
    ]);
    expect(ten.reads).toEqual([
      { offset: 0, limit: 4 },
      { offset: 4, limit: 4 },
      { offset: 8, limit: 4 },
      { offset: 12, limit: 4 },
    ]);
  });

  it('reads a list once for customers asking at the same time', async () => {
    const cache = productListCache(limits);
    const ten = list(10);
    ten.hold();
    const asked = Array.from({ length: 10 }, () =>
      cache.ids('1:0', 'newest', { offset: 0, limit: 2 }, ten.read),
    );
    let counts = 0;
    const counted = Array.from({ length: 10 }, () =>
      cache.count('1:0', 'newest', async () => {
        counts += 1;
        return 10;
      }),
    );
    ten.answer();
    for (const ids of await Promise.all(asked)) expect(ids).toEqual([10, 9]);
    expect(await Promise.all(counted)).toEqual(Array(10).fill(10));
    expect(ten.reads).toHaveLength(1);
    expect(counts).toBe(1);
  });

  it('reads again once the shop’s content version has changed', async () => {
    const cache = productListCache(limits);
    expect(await cache.ids('1:0', 'newest', { offset: 0, limit: 2 }, list(3).read)).toEqual([3, 2]);
    const now = list(4);
    expect(await cache.ids('1:1', 'newest', { offset: 0, limit: 2 }, now.read)).toEqual([4, 3]);
    expect(await cache.ids('1:1', 'newest', { offset: 0, limit: 2 }, now.read)).toEqual([4, 3]);
    expect(now.reads).toHaveLength(1);
  });

  it('keeps no failed read', async () => {
    const cache = productListCache(limits);
    const ten = list(10);
    ten.failNext(new Error('connection lost'));
    await expect(cache.ids('1:0', 'newest', { offset: 0, limit: 2 }, ten.read)).rejects.toThrow(
      'connection lost',
    );
    expect(await cache.ids('1:0', 'newest', { offset: 0, limit: 2 }, ten.read)).toEqual([10, 9]);
    expect(ten.reads).toHaveLength(2);
  });

  it('lets the least recently used chunks go beyond its bounds', async () => {
    const cache = productListCache({ entries: 100, ids: 10, chunk: 4 });
    const page = { offset: 0, limit: 4 };
    const a = list(4);
    const b = list(4);
    const c = list(4);
    await cache.ids('1:0', 'a', page, a.read);
    await cache.ids('1:0', 'b', page, b.read);
    await cache.ids('1:0', 'a', page, a.read);
    await cache.ids('1:0', 'c', page, c.read);
    // 12 ids are over the bound of 10: b, used least recently, went.
    await cache.ids('1:0', 'a', page, a.read);
    await cache.ids('1:0', 'b', page, b.read);
    expect(a.reads).toHaveLength(1);
    expect(b.reads).toHaveLength(2);
  });

  it('shows a page as kept, with its version, only once its count and chunks are read', async () => {
    const cache = productListCache(limits);
    const ten = list(10);
    expect(cache.peek('newest', { offset: 2, limit: 4 })).toBeNull();
    await cache.ids('1:0', 'newest', { offset: 0, limit: 4 }, ten.read);
    await cache.count('1:0', 'newest', async () => 10);
    expect(cache.peek('newest', { offset: 2, limit: 4 })).toBeNull();
    await cache.ids('1:0', 'newest', { offset: 4, limit: 4 }, ten.read);
    expect(cache.peek('newest', { offset: 2, limit: 4 })).toEqual({ version: '1:0', ids: [8, 7, 6, 5] });
    await cache.count('1:1', 'newest', async () => 11);
    expect(cache.peek('newest', { offset: 2, limit: 4 })).toBeNull();
  });
});
