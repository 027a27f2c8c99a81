import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PNG_1X1 } from '../helpers/multipart';
import { useAdminSession } from '../helpers/admin-app';
import {
  addLead,
  addTicket,
  countRows,
  createCustomer,
  deleteCustomer,
  person,
} from './customer-factory';

describe('DELETE /api/customers/:id', () => {
  const desk = useAdminSession();

  const remove = (id: number | string) => deleteCustomer(desk, id);

  it('refuses with 409 naming how many leads and tickets reference the customer', async () => {
    const customer = await createCustomer(desk.t, desk.cookie, { fields: { name: 'Busy Ltd' } });
    await addLead(desk.t, customer.id);
    await addLead(desk.t, customer.id);
    await addTicket(desk.t, customer.id);
    const response = await remove(customer.id);
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().code, 'IN_USE');
    assert.equal(
      response.json().message,
      'Busy Ltd cannot be deleted: 2 leads and 1 ticket still reference this customer. Delete or reassign them first.',
    );
    const still = await desk.t.app.inject({
      method: 'GET',
      url: `/api/customers/${customer.id}`,
      headers: { cookie: desk.cookie },
    });
    assert.equal(still.statusCode, 200);
  });

  it('deletes the customer with its persons, documents and their files', async () => {
    const [files = 0, persons = 0, docs = 0] = await Promise.all(
      ['files', 'customer_persons', 'customer_documents'].map((n) => countRows(desk.t, n)),
    );
    const customer = await createCustomer(desk.t, desk.cookie, {
      persons: [person('Gone Soon')],
      documents: [{ title: 'A' }, { title: 'B' }],
      files: [
        { field: 'doc_files', filename: 'a.txt', content: Buffer.from('a') },
        { field: 'doc_files', filename: 'b.txt', content: Buffer.from('b') },
        { field: 'profileImage', filename: 'p.png', content: PNG_1X1 },
      ],
    });
    assert.equal(await countRows(desk.t, 'files'), files + 3);
    const response = await remove(customer.id);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { ok: true });
    assert.equal(await countRows(desk.t, 'files'), files);
    assert.equal(await countRows(desk.t, 'customer_persons'), persons);
    assert.equal(await countRows(desk.t, 'customer_documents'), docs);
    assert.equal((await remove(customer.id)).statusCode, 404);
  });

  it('answers 400 for a non-numeric id', async () => {
    assert.equal((await remove('abc')).statusCode, 400);
  });
});
