import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { asAdmin } from '../helpers/accounts';
import { useAdminSession } from '../helpers/admin-app';
import { committed, previewed } from './import-calls';

describe("an importer's columns, remembered", () => {
  const desk = useAdminSession();

  it('starts the next file with the same headers from the columns last chosen, for that person only', async () => {
    const { t, cookie } = desk;
    const chosen = ['name', 'account_email', null];
    const first = await previewed(
      t,
      cookie,
      'customers',
      'Org,Contact,Owner\nAcme,ops@acme.test,Sam\n',
      { mapping: JSON.stringify(chosen) },
    );
    assert.deepEqual(first.import.mapping, chosen);
    await committed(t, cookie, first.import.id);

    // Same headers, written differently: the chosen columns, not a guess.
    const next = await previewed(
      t,
      cookie,
      'customers',
      'ORG,contact ,Owner\nGlobex,it@globex.test,Al\n',
    );
    assert.deepEqual(next.import.mapping, chosen);
    assert.deepEqual(next.import.counts, { rows: 1, create: 1, update: 0, errors: 0 });

    // Other headers, or another person: the guess from the headers.
    const other = await previewed(t, cookie, 'customers', 'Org,Contact\nInitech,hi@initech.test\n');
    assert.deepEqual(other.import.mapping, [null, null]);
    const colleague = (await asAdmin(t.app)).cookie;
    const theirs = await previewed(
      t,
      colleague,
      'customers',
      'Org,Contact,Owner\nUmbrella,u@u.test,Jo\n',
    );
    assert.deepEqual(theirs.import.mapping, [null, null, null]);
  });

  it('is not remembered from a file previewed but never imported', async () => {
    const { t, cookie } = desk;
    const mapping = ['title', 'type', 'country', 'date'];
    await previewed(
      t,
      cookie,
      'holidays',
      'What,Sort,Where,When\nFair,Festival,France,2031-09-20\n',
      {
        mapping: JSON.stringify(mapping),
      },
    );
    const again = await previewed(
      t,
      cookie,
      'holidays',
      'What,Sort,Where,When\nFair,Festival,France,2031-09-20\n',
    );
    assert.deepEqual(again.import.mapping, [null, null, null, null]);
  });
});
