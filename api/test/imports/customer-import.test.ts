import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  API_ROUTES,
  displayCode,
  IMPORT_KIND_RULES,
  IMPORT_MESSAGES,
  importTemplatePath,
} from '@trellis/contracts';
import { asAdmin, asSupport } from '../helpers/accounts';
import { parseCsv } from '../helpers/csv';
import { useAdminSession } from '../helpers/admin-app';
import { rowsOf } from '../audit/rows-since';
import { commit, committed, postImport, previewed } from './import-calls';

const FILE = [
  'Company;E-mail;Type;VAT;Status',
  'Acme Imports Ltd;ops@acme-imports.test;Company;GB123;Active',
  'Jo Freelance;jo@freelance.test;Freelancer;;Inactive',
  ';nobody@nameless.test;Company;;',
  'Broken Mail Ltd;not-an-email;Company;;',
  'Acme Again;OPS@acme-imports.test;Company;;',
].join('\r\n');

describe('importing customers', () => {
  const desk = useAdminSession();

  it('maps the headers by their synonyms and previews every row: to create, and each error with its line, column and reason', async () => {
    const { t, cookie } = desk;
    const detail = await previewed(t, cookie, 'customers', FILE);
    assert.equal(detail.import.state, 'ready');
    assert.deepEqual(detail.import.mapping, ['name', 'account_email', 'type', 'vat_no', 'status']);
    assert.deepEqual(detail.import.counts, { rows: 5, create: 2, update: 0, errors: 3 });
    assert.deepEqual(
      detail.rows.map((r) => [r.line, r.action, r.values.name, r.values.vat_no, r.values.status]),
      [
        [2, 'create', 'Acme Imports Ltd', 'GB123', 'Active'],
        // A freelancer keeps no VAT number, as the form has it.
        [3, 'create', 'Jo Freelance', null, 'Inactive'],
      ],
    );
    assert.deepEqual(detail.errors.items, [
      { line: 4, column: 'Company', message: 'Name is required' },
      { line: 5, column: 'E-mail', message: 'Please enter a valid email address' },
      { line: 6, column: 'E-mail', message: IMPORT_MESSAGES.duplicateInFile(2) },
    ]);
    // All or nothing: one bad row and nothing may be written.
    const refused = await commit(t, cookie, detail.import.id);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.equal(refused.json().message, IMPORT_MESSAGES.hasErrors(3));
  });

  it('gives the rows with errors back as CSV, as the file had them, with the reason', async () => {
    const { t, cookie } = desk;
    const detail = await previewed(t, cookie, 'customers', FILE);
    const response = await t.app.inject({
      method: 'GET',
      url: API_ROUTES.dataImportErrors(detail.import.id),
      headers: { cookie: cookie },
    });
    assert.equal(response.statusCode, 200, response.body);
    const rows = parseCsv(response.body);
    assert.deepEqual(
      rows.map((r) => [r.Company, r['E-mail'], r.Error]),
      [
        ['', 'nobody@nameless.test', 'Company: Name is required'],
        ['Broken Mail Ltd', 'not-an-email', 'E-mail: Please enter a valid email address'],
        ['Acme Again', 'OPS@acme-imports.test', `E-mail: ${IMPORT_MESSAGES.duplicateInFile(2)}`],
      ],
    );
  });

  it('imports the valid rows only when asked, each with its audit entry naming the import, and once more updates instead of duplicating', async () => {
    const { t, cookie } = desk;
    const detail = await previewed(t, cookie, 'customers', FILE, { mode: 'valid' });
    const { result: done, rows } = await rowsOf(t, () => committed(t, cookie, detail.import.id));
    assert.equal(done.import.state, 'done');
    assert.deepEqual(done.import.counts, { rows: 5, create: 2, update: 0, errors: 3 });
    const stored = await t
      .db('customers')
      .whereIn('account_email', ['ops@acme-imports.test', 'jo@freelance.test'])
      .orderBy('id')
      .select('id', 'name', 'type', 'vat_no', 'status');
    assert.deepEqual(
      stored.map((c) => [c.name, c.type, c.vat_no, c.status]),
      [
        ['Acme Imports Ltd', 'Company', 'GB123', 'Active'],
        ['Jo Freelance', 'Freelancer', null, 'Inactive'],
      ],
    );
    const origin = `customers.csv (import ${detail.import.id})`;
    assert.deepEqual(
      rows.map((r) => [r.action, r.entity_label]),
      [
        ['customer.created', `${displayCode('customer', stored[0]!.id)} Acme Imports Ltd`],
        ['customer.created', `${displayCode('customer', stored[1]!.id)} Jo Freelance`],
        ['customers.imported', '2 customers created and 0 updated from customers.csv'],
      ],
    );
    assert.deepEqual(rows[0]!.changes.at(-1), { field: 'import', from: null, to: origin });
    // The staged rows are gone once the import has ended.
    assert.equal(
      Number(
        (await t.db('import_rows').where({ import_id: detail.import.id }).count('* as n'))[0]!.n,
      ),
      0,
    );

    // The same people again, one renamed: matched by account email, in any case.
    const again = await previewed(
      t,
      cookie,
      'customers',
      'Name,Account email\nAcme Imports Group,OPS@ACME-IMPORTS.TEST\nJo Freelance,jo@freelance.test\n',
    );
    assert.deepEqual(again.import.counts, { rows: 2, create: 0, update: 2, errors: 0 });
    const { rows: second } = await rowsOf(t, () => committed(t, cookie, again.import.id));
    // Only the renamed one changed, and says from what to what.
    assert.deepEqual(
      second.map((r) => [r.action, r.changes.find((c) => c.field === 'name')]),
      [
        ['customer.updated', { field: 'name', from: 'Acme Imports Ltd', to: 'Acme Imports Group' }],
        ['customers.imported', undefined],
      ],
    );
    const acme = await t
      .db('customers')
      .whereRaw('lower(account_email) = ?', ['ops@acme-imports.test']);
    assert.deepEqual(
      acme.map((c) => c.name),
      ['Acme Imports Group'],
    );
  });

  it('offers a template whose columns an import maps by themselves', async () => {
    const { t, cookie } = desk;
    const response = await t.app.inject({
      method: 'GET',
      url: importTemplatePath('customers'),
      headers: { cookie: cookie },
    });
    assert.equal(response.statusCode, 200, response.body);
    const header = response.body.trim();
    assert.ok(
      header.startsWith(
        'Name,Type,Account email,Company registration no,VAT no,Address,Status,Person 1 name,Person 1 email,Person 1 contact,Person 2 name',
      ),
      header,
    );
    assert.ok(header.endsWith('Document 3 title,Document 3 expiry'), header);
    const detail = await previewed(t, cookie, 'customers', `${header}\n`);
    // Every column maps to its own field, in the template's order.
    assert.deepEqual(
      detail.import.mapping,
      IMPORT_KIND_RULES.customers.fields.map((field) => field.key),
    );
  });

  it('is refused to a reader without Create, and shows an import to its importer alone', async () => {
    const { t, cookie } = desk;
    const support = (await asSupport(t.app)).cookie;
    const refused = await postImport(t, support, 'customers', FILE);
    assert.equal(refused.statusCode, 403, refused.body);
    const mine = await previewed(t, cookie, 'customers', 'Name,Email\nSolo Ltd,solo@solo.test\n');
    const other = await t.app.inject({
      method: 'GET',
      url: API_ROUTES.dataImport(mine.import.id),
      headers: { cookie: (await asAdmin(t.app)).cookie },
    });
    assert.equal(other.statusCode, 404);
  });

  it('cancels a previewed import and leaves nothing behind', async () => {
    const { t, cookie } = desk;
    const detail = await previewed(t, cookie, 'customers', 'Name,Email\nGone Ltd,gone@gone.test\n');
    const response = await t.app.inject({
      method: 'POST',
      url: API_ROUTES.dataImportCancel(detail.import.id),
      headers: { cookie: cookie },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().state, 'cancelled');
    assert.equal(
      await t.db('customers').where({ account_email: 'gone@gone.test' }).first(),
      undefined,
    );
    assert.equal((await commit(t, cookie, detail.import.id)).statusCode, 409);
  });
});
