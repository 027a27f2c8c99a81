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
});
