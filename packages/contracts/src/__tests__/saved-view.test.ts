import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  SAVED_VIEW_LIST_NAMES,
  SAVED_VIEW_LISTS,
  savedViewBodySchema,
  savedViewQuery,
  type SavedViewList,
} from '../index';

describe('saved views contract', () => {
  it('offers views of the lists whose areas declare them, with what reading and sharing take', () => {
    assert.deepEqual([...SAVED_VIEW_LIST_NAMES].sort(), [
      'assets',
      'customers',
      'engineers',
      'holidays',
      'leads',
      'leaves',
      'payouts',
      'receivables',
      'system-users',
      'tickets',
    ]);
    assert.deepEqual(SAVED_VIEW_LISTS['system-users'], {
      read: 'manage_users',
      share: 'manage_users',
    });
    assert.deepEqual(SAVED_VIEW_LISTS.leaves, { read: 'read', share: 'manage_team' });
    // @ts-expect-error: a list no area declares is not a list of saved views.
    const notAList: SavedViewList = 'vehicles';
    assert.equal(savedViewBodySchema.safeParse({ list: notAList, name: 'X' }).success, false);
  });

  it('keeps a list’s address without the page and the open view, sorted', () => {
    assert.equal(
      savedViewQuery('?view=board&page=3&saved=4&status=open'),
      'status=open&view=board',
    );
    const body = savedViewBodySchema.parse({
      list: 'tickets',
      name: '  Board  ',
      query: 'page=2&b=1&a=2',
      hidden_columns: ['engineer', 'city', 'engineer'],
    });
    assert.deepEqual(body, {
      list: 'tickets',
      name: 'Board',
      shared: false,
      query: 'a=2&b=1',
      hidden_columns: ['city', 'engineer'],
    });
  });
});
