// A customer's history: its creation, each edit with only what changed, its deletion, each by the
// staff account that did it, and nothing for an edit that was refused and rolled back.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AuditEvent } from '@trellis/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asAdmin, asEngineerRole, type SignedIn } from '../helpers/accounts';
import { createCustomer, person, sendCustomer } from '../customers/customer-factory';

describe('the audit trail of a customer', () => {
  let t: TestApp;
  let admin: SignedIn;
  let editor: SignedIn;
  before(async () => {
    t = await createTestApp();
    admin = await asAdmin(t.app, { username: 'Ada Admin' });
    editor = await asEngineerRole(t.app, { username: 'Eddie Editor' });
  });
  after(async () => t.close());

  const history = async (id: number, cookie = editor.cookie): Promise<AuditEvent[]> => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/audit?entity=customer&entity_id=${id}`,
      headers: { cookie },
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json().items;
  };

  it('keeps who created and edited it, with each changed field before and after', async () => {
    const customer = await createCustomer(t, admin.cookie, {
      fields: { name: 'Acme Audit Ltd' },
      persons: [person('Pat Person')],
      documents: [{ title: 'Insurance' }],
    });
    const renamed = await sendCustomer(
      t,
      editor.cookie,
      { fields: { name: 'Acme Audited Ltd', account_email: 'ops@acme.example' } },
      customer.id,
    );
    assert.equal(renamed.statusCode, 200, renamed.body);

    const [edit, creation] = await history(customer.id);
    assert.equal(edit!.action, 'customer.updated');
    assert.equal(edit!.actor.name, 'Eddie Editor');
    assert.match(edit!.entity_label!, /^#\S+ Acme Audited Ltd$/);
    assert.deepEqual(edit!.changes, [
      { field: 'name', from: 'Acme Audit Ltd', to: 'Acme Audited Ltd' },
    ]);
    assert.equal(creation!.action, 'customer.created');
    assert.equal(creation!.actor.name, 'Ada Admin');
    const created = Object.fromEntries(creation!.changes.map((c) => [c.field, c.to]));
    assert.equal(created.name, 'Acme Audit Ltd');
    assert.deepEqual(created.documents, ['Insurance']);
    assert.equal((created.persons as string[]).length, 1);
  });

  it('writes nothing for an edit that is refused, and keeps the deletion with the name', async () => {
    const customer = await createCustomer(t, admin.cookie, { fields: { name: 'Short Lived Ltd' } });
    const refused = await sendCustomer(
      t,
      editor.cookie,
      { fields: { name: 'Never Saved', remove_document_ids: JSON.stringify([999999]) } },
      customer.id,
    );
    assert.equal(refused.statusCode, 400, refused.body);
    assert.deepEqual(
      (await history(customer.id)).map((e) => e.action),
      ['customer.created'],
    );
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/customers/${customer.id}`,
      headers: { cookie: admin.cookie },
    });
    assert.equal(deleted.statusCode, 200, deleted.body);
    const [gone] = await history(customer.id, admin.cookie);
    assert.equal(gone!.action, 'customer.deleted');
    assert.match(gone!.entity_label!, /Short Lived Ltd$/);
    assert.ok(gone!.changes.some((c) => c.field === 'name' && c.from === 'Short Lived Ltd'));
  });
});
