import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PDF_BYTES, PNG_1X1 } from '../helpers/multipart';
import { useAdminSession } from '../helpers/admin-app';
import { countRows, createCustomer, getCustomer, person, sendCustomer } from './customer-factory';

describe('GET and PUT /api/customers/:id', () => {
  const desk = useAdminSession();

  const get = (id: number | string) => getCustomer(desk, id);

  it('answers 404 for an unknown id and 400 for a non-numeric one', async () => {
    assert.equal((await get(999999)).statusCode, 404);
    assert.equal((await get(999999)).json().message, 'Customer not found');
    for (const id of ['abc', '1.5', '-3']) assert.equal((await get(id)).statusCode, 400, id);
    assert.equal((await sendCustomer(desk.t, desk.cookie, {}, 999999)).statusCode, 404);
  });

  it('replaces persons, keeps existing documents and appends new ones', async () => {
    const created = await createCustomer(desk.t, desk.cookie, {
      persons: [person('Old One'), person('Old Two')],
      documents: [{ title: 'Kept' }],
    });
    const response = await sendCustomer(
      desk.t,
      desk.cookie,
      {
        fields: { name: 'Renamed Ltd', status: 'Inactive' },
        persons: [person('New One')],
        documents: [{ title: 'Added', expiry_date: '2031-05-01' }],
      },
      created.id,
    );
    assert.equal(response.statusCode, 200, response.body);
    const customer = response.json();
    assert.deepEqual([customer.name, customer.status], ['Renamed Ltd', 'Inactive']);
    assert.deepEqual(
      customer.persons.map((p: { person_name: string }) => p.person_name),
      ['New One'],
    );
    assert.deepEqual(
      customer.documents.map((d: { title: string }) => d.title),
      ['Kept', 'Added'],
    );
    assert.equal((await get(created.id)).json().documents_count, 2);
  });

  it('removes listed documents with their files, and refuses ids of another customer', async () => {
    const mine = await createCustomer(desk.t, desk.cookie, {
      documents: [{ title: 'Drop' }, { title: 'Keep' }],
    });
    const other = await createCustomer(desk.t, desk.cookie, { documents: [{ title: 'Theirs' }] });
    const drop = mine.documents[0]!;
    const refused = await sendCustomer(
      desk.t,
      desk.cookie,
      { fields: { remove_document_ids: JSON.stringify([other.documents[0]!.id]) } },
      mine.id,
    );
    assert.equal(refused.statusCode, 400);
    assert.equal(
      (await get(other.id)).json().documents.length,
      1,
      'nothing of the other customer was touched',
    );

    const response = await sendCustomer(
      desk.t,
      desk.cookie,
      { fields: { remove_document_ids: JSON.stringify([drop.id]) } },
      mine.id,
    );
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(
      response.json().documents.map((d: { title: string }) => d.title),
      ['Keep'],
    );
    const file = await desk.t.app.inject({
      method: 'GET',
      url: drop.file_path!,
      headers: { cookie: desk.cookie },
    });
    assert.equal(file.statusCode, 404, 'the removed document file is gone');
  });

  it('swaps the profile picture and deletes the old file; a bad picture changes nothing', async () => {
    const created = await createCustomer(desk.t, desk.cookie, {
      files: [{ field: 'profileImage', filename: 'a.png', content: PNG_1X1 }],
    });
    const filesBefore = await countRows(desk.t, 'files');
    const bad = await sendCustomer(
      desk.t,
      desk.cookie,
      {
        fields: { name: 'Should Not Stick' },
        persons: [person('Nobody')],
        files: [{ field: 'profileImage', filename: 'x.png', content: PDF_BYTES }],
      },
      created.id,
    );
    assert.equal(bad.statusCode, 415);
    const unchanged = (await get(created.id)).json();
    assert.equal(unchanged.name, created.name);
    assert.equal(unchanged.persons.length, 0);

    const swapped = await sendCustomer(
      desk.t,
      desk.cookie,
      { files: [{ field: 'profileImage', filename: 'b.png', content: PNG_1X1 }] },
      created.id,
    );
    assert.notEqual(swapped.json().profile_image, created.profile_image);
    assert.equal(await countRows(desk.t, 'files'), filesBefore, 'one file in, one file out');
    const kept = await sendCustomer(
      desk.t,
      desk.cookie,
      { fields: { name: 'No New Picture' } },
      created.id,
    );
    assert.equal(kept.json().profile_image, swapped.json().profile_image);
  });

  it('keeps the persons when the request has no persons part', async () => {
    const created = await createCustomer(desk.t, desk.cookie, { persons: [person('Stays Here')] });
    const response = await sendCustomer(
      desk.t,
      desk.cookie,
      { fields: { name: 'Still Has People' } },
      created.id,
    );
    assert.deepEqual(
      response.json().persons.map((p: { person_name: string }) => p.person_name),
      ['Stays Here'],
    );
  });
});
