import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createReadCache } from '../../src/lib/read-cache';

describe('the read cache', () => {
  it('remembers an answer until cleared or until its lifetime ends', async () => {
    let at = 0;
    const cache = createReadCache(1000, () => at);
    let computed = 0;
    const compute = async () => `answer ${(computed += 1)}`;
    assert.equal(await cache.get('k', compute), 'answer 1');
    assert.equal(await cache.get('k', compute), 'answer 1');
    at = 999;
    assert.equal(await cache.get('k', compute), 'answer 1');
    at = 1000;
    assert.equal(await cache.get('k', compute), 'answer 2');
    cache.clear();
    assert.equal(await cache.get('k', compute), 'answer 3');
    assert.equal(await cache.get('other', compute), 'answer 4');
  });

  it('does not remember an answer that a change overtook while it was computed', async () => {
    const cache = createReadCache(60_000);
    let finish!: (json: string) => void;
    const pending = cache.get('k', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear();
    finish('before the change');
    assert.equal(await pending, 'before the change');
    assert.equal(await cache.get('k', async () => 'after the change'), 'after the change');
  });

  it('remembers nothing with a lifetime of 0', async () => {
    const cache = createReadCache(0);
    let computed = 0;
    const compute = async () => String((computed += 1));
    await cache.get('k', compute);
    await cache.get('k', compute);
    assert.equal(computed, 2);
  });

  it('forgets the oldest answers past its size, and keeps none larger than a quarter of it', async () => {
    const cache = createReadCache(60_000, () => 0, 100);
    let computed = 0;
    const answer = (size: number) => async () => {
      computed += 1;
      return 'x'.repeat(size);
    };
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, answer(25));
    computed = 0;
    await cache.get('a', answer(25));
    assert.equal(computed, 0, 'four answers of 25 fit in 100');
    await cache.get('e', answer(25));
    await cache.get('b', answer(25));
    assert.equal(computed, 1, 'the fifth answer pushed out only the oldest');
    await cache.get('a', answer(25));
    assert.equal(computed, 2, 'the oldest (a) was the one pushed out');
    computed = 0;
    await cache.get('big', answer(26));
    await cache.get('big', answer(26));
    assert.equal(computed, 2, 'an answer over a quarter of the size is not remembered');
  });
});
