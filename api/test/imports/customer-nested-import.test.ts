import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MESSAGES, type Customer } from '@trellis/contracts';
import { useAdminSession } from '../helpers/admin-app';
import { committed, previewed } from './import-calls';

const HEADER =
  'Company,Account email,Person 1 name,Person 1 email,Person 1 contact,Person 2 name,Person 2 email,Person 2 contact';

describe("importing customers' authorised persons and documents from repeated columns", () => {
  const desk = useAdminSession();

  const customerNamed = async (email: string) => {
    const { id } = await desk.t.db('customers').where({ account_email: email }).first('id');
    const response = await desk.t.app.inject({
      method: 'GET',
      url: `/api/customers/${id}`,
      headers: { cookie: desk.cookie },
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as Customer;
  };
  const personsOf = async (email: string) =>
    (await customerNamed(email)).persons.map((p) => [
      p.person_name,
      p.person_email,
      p.person_contact,
    ]);

  it('gives each customer the persons its row names, in order, and names a bad person cell', async () => {
    const { t, cookie } = desk;
    const file = [
      HEADER,
      'Acme,ops@acme.test,Ann Lee,ann@acme.test,+44 1,Bo Chan,bo@acme.test,+44 2',
      'Globex,it@globex.test,Cy Dee,not-an-email,+44 3,,,',
      'Initech,hi@initech.test,,,,,,',
    ].join('\n');
    const detail = await previewed(t, cookie, 'customers', file);
    assert.deepEqual(detail.import.counts, { rows: 3, create: 2, update: 0, errors: 1 });
    assert.deepEqual(
      detail.errors.items.map((e) => [e.line, e.column, e.message]),
      [[3, 'Person 1 email', MESSAGES.emailInvalid]],
    );
    // The preview shows each person cell under its column.
    assert.equal(detail.rows[0]!.values.person_2_name, 'Bo Chan');

    const valid = await previewed(t, cookie, 'customers', file, { mode: 'valid' });
    await committed(t, cookie, valid.import.id);
    assert.deepEqual(await personsOf('ops@acme.test'), [
      ['Ann Lee', 'ann@acme.test', '+44 1'],
      ['Bo Chan', 'bo@acme.test', '+44 2'],
    ]);
    assert.deepEqual(await personsOf('hi@initech.test'), []);
  });

  it("replaces an existing customer's persons with those its row names, and keeps them when it names none", async () => {
    const { t, cookie } = desk;
    const replace = await previewed(
      t,
      cookie,
      'customers',
      `${HEADER}\nAcme,ops@acme.test,Di Ray,di@acme.test,+44 9,,,\n`,
    );
    assert.deepEqual(replace.import.counts, { rows: 1, create: 0, update: 1, errors: 0 });
    await committed(t, cookie, replace.import.id);
    assert.deepEqual(await personsOf('ops@acme.test'), [['Di Ray', 'di@acme.test', '+44 9']]);

    const none = await previewed(
      t,
      cookie,
      'customers',
      `${HEADER}\nAcme Ltd,ops@acme.test,,,,,,\n`,
    );
    await committed(t, cookie, none.import.id);
    const acme = await customerNamed('ops@acme.test');
    assert.equal(acme.name, 'Acme Ltd');
    assert.deepEqual(
      acme.persons.map((p) => p.person_name),
      ['Di Ray'],
    );
  });

  it('gives a customer the documents its row names, without files, and dates an existing one by title', async () => {
    const { t, cookie } = desk;
    const header =
      'Company,Account email,Document 1 title,Document 1 expiry,Document 2 title,Document 2 expiry';
    const first = await previewed(
      t,
      cookie,
      'customers',
      `${header}\nUmbrella,u@umbrella.test,Insurance,2031-01-31,Site access,\nBad Co,bad@bad.test,Permit,31/01/2031,,\n`,
    );
    assert.deepEqual(first.import.counts, { rows: 2, create: 1, update: 0, errors: 1 });
    assert.deepEqual(
      first.errors.items.map((e) => [e.line, e.column]),
      [[3, 'Document 1 expiry']],
    );
    await committed(
      t,
      cookie,
      (
        await previewed(
          t,
          cookie,
          'customers',
          `${header}\nUmbrella,u@umbrella.test,Insurance,2031-01-31,Site access,\n`,
        )
      ).import.id,
    );
    const documentsOf = async () =>
      (await customerNamed('u@umbrella.test')).documents.map((d) => [
        d.title,
        d.expiry_date,
        d.file_path,
      ]);
    assert.deepEqual(await documentsOf(), [
      ['Insurance', '2031-01-31', null],
      ['Site access', null, null],
    ]);

    const again = await previewed(
      t,
      cookie,
      'customers',
      `${header}\nUmbrella,u@umbrella.test,INSURANCE,2032-01-31,Fire safety,2031-06-30\n`,
    );
    await committed(t, cookie, again.import.id);
    assert.deepEqual(await documentsOf(), [
      ['Insurance', '2032-01-31', null],
      ['Site access', null, null],
      ['Fire safety', '2031-06-30', null],
    ]);
  });

  it('leaves every figure the triggers keep as one-by-one writes would: counts, first persons, document copies and previous dates', async () => {
    const { t, cookie } = desk;
    const header = `${HEADER},Status,Document 1 title,Document 1 expiry,Document 2 title,Document 2 expiry,Document 3 title,Document 3 expiry`;
    const file = [
      header,
      'Figures One,f1@figures.test,Ann,a@f1.test,+44 1,Bo,b@f1.test,+44 2,Active,Permit,2031-05-01,Insurance,2031-05-01,Lease,2030-01-01',
      'Figures Two,f2@figures.test,,,,,,,Inactive,Permit,,Insurance,2031-02-02,,',
      'Figures Three,f3@figures.test,Cy,c@f3.test,+44 3,,,,Active,,,,,,',
      // An existing customer gets a dated document beside its own: the triggers' path.
      'Umbrella,u@umbrella.test,,,,,,,Active,Audit,2030-06-30,,,,',
    ].join('\n');
    await committed(t, cookie, (await previewed(t, cookie, 'customers', file)).import.id);

    const wrong = async (sql: string) => Number((await t.db.raw(sql)).rows[0].n);
    const figures = "account_email like '%@figures.test' or account_email = 'u@umbrella.test'";
    assert.equal(
      await wrong(`select count(*) as n from customers c where (${figures}) and c.documents_count <>
        (select count(*) from customer_documents d where d.customer_id = c.id)`),
      0,
      'document counts',
    );
    assert.equal(
      await wrong(`select count(*) as n from customers c where (${figures}) and c.first_person is distinct from
        (select p.person_name from customer_persons p where p.customer_id = c.id order by p.position, p.id limit 1)`),
      0,
      'first persons',
    );
    assert.equal(
      await wrong(`select count(*) as n from customer_documents d join customers c on c.id = d.customer_id
        cross join lateral customer_ticket_facts(c.id) f
        where (${figures}) and (d.customer_active, d.customer_created_at, d.customer_tickets,
          d.customer_revenue, d.customer_currency, d.customer_amount) is distinct from
          (c.status = 'Active', c.created_at, f.tickets, f.revenue, f.currency, f.amount)`),
      0,
      "documents' copies of their customer",
    );
    assert.equal(
      await wrong(`select count(*) as n from (select d.previous_expiry, case when d.expiry_date is not null then
          lag(d.expiry_date) over (partition by d.customer_id, d.expiry_date is null order by d.expiry_date, d.id) end as previous
        from customer_documents d join customers c on c.id = d.customer_id where ${figures}) x
        where previous_expiry is distinct from previous`),
      0,
      'previous dates',
    );
    const one = await customerNamed('f1@figures.test');
    assert.deepEqual(
      [one.documents.length, (await customerNamed('f3@figures.test')).documents.length],
      [3, 0],
    );
  });
});
