// Searches look each column up by the rarest word of the search (by PostgreSQL's statistics),
// then keep only the rows that contain the whole search: the results must be exactly those of
// ILIKE '%search%' whichever word is used for the lookup.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { uniqueEmail, teamManagerCookie } from '../helpers/accounts';
import { useAdminSession } from '../helpers/admin-app';
import { createCustomer, listCustomers, person, uniqueToken } from '../customers/customer-factory';
import { lookupWords } from '../../src/repositories/search-words';

describe('multi-word search', () => {
  const desk = useAdminSession();

  const names = async (search: string) =>
    (
      await listCustomers(desk.t, desk.cookie, { search, limit: 1000, sort: 'name', order: 'asc' })
    ).items
      .map((c) => c.name)
      .sort();

  it('finds the whole phrase, in order and in any case, whichever word is common', async () => {
    const token = uniqueToken();
    for (let i = 0; i < 40; i += 1)
      await createCustomer(desk.t, desk.cookie, {
        fields: { name: `Commonwealthy Services ${token} ${i}` },
      });
    const wanted = await createCustomer(desk.t, desk.cookie, {
      fields: { name: `Commonwealthy Rarity${token} Ltd` },
    });
    await createCustomer(desk.t, desk.cookie, {
      fields: { name: `Rarity${token} Commonwealthy Ltd` },
    });
    await createCustomer(desk.t, desk.cookie, {
      fields: { name: 'Unrelated' },
      persons: [person(`Commonwealthy Rarity${token} Person`)],
    });
    // With statistics, "commonwealthy" is known to be in most names and the lookup uses the rare
    // word (without them it would take the longest word, "commonwealthy").
    await desk.t.db.raw('analyze customers, customer_persons');
    const words = await lookupWords(desk.t.db, `Commonwealthy Rarity${token}`, ['customers.name']);
    assert.equal(words.get('customers.name'), `rarity${token.toLowerCase()}`, 'the rare word');

    assert.deepEqual(
      await names(`Commonwealthy Rarity${token}`),
      [wanted.name, 'Unrelated'].sort(),
    );
    assert.deepEqual(
      await names(`commonwealthy rarity${token.toLowerCase()}`),
      [wanted.name, 'Unrelated'].sort(),
    );
    assert.deepEqual(await names(`Rarity${token} Commonwealthy`), [
      `Rarity${token} Commonwealthy Ltd`,
    ]);
    assert.deepEqual(await names(`Commonwealthy  Rarity${token}`), [], 'two spaces are not one');
    assert.deepEqual(
      await names(`Commonwealthy% Rarity${token}`),
      [],
      'LIKE wildcards are literal',
    );
    assert.equal((await names(`Services ${token}`)).length, 40);
    assert.deepEqual(await names(`Services ${token} 7`), [`Commonwealthy Services ${token} 7`]);
  });

  it('finds engineers by a phrase in their name or email', async () => {
    const token = uniqueToken().toLowerCase();
    const register = async (username: string, email: string) =>
      desk.t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { cookie: await teamManagerCookie(desk.t.app) },
        payload: { username, email, password: 'Secret123', role: 'engineer' },
      });
    for (let i = 0; i < 20; i += 1)
      assert.equal((await register(`Field Engineer ${i}`, uniqueEmail('eng'))).statusCode, 201);
    assert.equal((await register(`Field Engineer ${token}`, uniqueEmail('eng'))).statusCode, 201);
    assert.equal((await register(`${token} Field Engineer`, uniqueEmail('eng'))).statusCode, 201);
    await desk.t.db.raw('analyze users');
    const found = async (search: string) =>
      (
        await desk.t.app.inject({
          method: 'GET',
          url: `/api/engineers?search=${encodeURIComponent(search)}`,
          headers: { cookie: desk.cookie },
        })
      )
        .json()
        .items.map((e: { name: string }) => e.name);
    assert.deepEqual(await found(`Engineer ${token}`), [`Field Engineer ${token}`]);
    assert.deepEqual(await found(`${token} field`), [`${token} Field Engineer`]);
  });
});
