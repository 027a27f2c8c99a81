// The Document Filters alone read the copies of each customer's figures its documents carry,
// kept by triggers. Every change below is made by direct SQL, as another writer or a repair
// would make it, and the filters' page and cards are then compared with the same figures
// counted over the customers, documents and tickets themselves.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useAdminSession } from '../helpers/admin-app';
import { addTicket, createCustomer, dayFromToday, listCustomers } from './customer-factory';

const AMOUNT =
  'coalesce(nullif(t.agreed_rate, 0), nullif(t.full_day_rate, 0), nullif(t.half_day_rate, 0), nullif(t.hourly_rate, 0))';

const RANGES = {
  expiring: 'd.expiry_date between current_date and current_date + 30',
  expired: 'd.expiry_date < current_date',
} as const;

type Filter = keyof typeof RANGES;

describe('GET /api/customers: document filters follow direct writes', () => {
  const desk = useAdminSession();

  /** The filter's cards and its customers newest first, counted over the tables. */
  async function counted(filter: Filter) {
    const { rows } = await desk.t.db.raw<{ rows: Record<string, unknown>[] }>(
      `with m as (select c.id, c.status, c.created_at from customers c
                  where exists (select 1 from customer_documents d
                                where d.customer_id = c.id and ${RANGES[filter]}))
       select (select count(*)::int from m) as "totalCustomers",
         (select count(*)::int from m where status = 'Active') as active,
         (select count(*)::int from tickets t where t.customer_id in (select id from m)) as "totalTickets",
         (select coalesce(json_agg(json_build_object('currency', r.currency, 'amount', r.amount::text)
                   order by r.currency), '[]'::json)
          from (select t.currency, sum(${AMOUNT}) as amount from tickets t
                where t.customer_id in (select id from m) group by t.currency
                having sum(${AMOUNT}) is not null) r) as "totalRevenue",
         (select coalesce(json_agg(m.id order by m.created_at desc, m.id desc), '[]'::json) from m) as ids`,
    );
    const { ids, ...stats } = rows[0]!;
    return { stats, ids: ids as number[] };
  }

  /** Both filters, as the API answers them, against the counted figures. */
  async function assertFilters(when: string) {
    for (const filter of Object.keys(RANGES) as Filter[]) {
      const expected = await counted(filter);
      const page = await listCustomers(desk.t, desk.cookie, { documents: filter, limit: 1000 });
      assert.deepEqual(page.stats, expected.stats, `${filter} cards ${when}`);
      assert.deepEqual(
        page.items.map((c) => c.id),
        expected.ids,
        `${filter} customers ${when}`,
      );
      const byName = await listCustomers(desk.t, desk.cookie, {
        documents: filter,
        sort: 'name',
        limit: 2,
      });
      assert.equal(byName.items.length, Math.min(2, expected.ids.length), `${filter} by name`);
    }
  }

  const sql = (statement: string, bindings: (string | number)[] = []) =>
    desk.t.db.raw(statement, bindings);

  it('counts a customer once however many of its documents match, and follows every change', async () => {
    const past = await dayFromToday(desk.t, -5);
    const today = await dayFromToday(desk.t, 0);
    const soon = await dayFromToday(desk.t, 10);
    const later = await dayFromToday(desk.t, 90);
    // Two expired and two expiring documents on one customer, with rated tickets in two
    // currencies; one document of each kind on another; an undated one on a third.
    const many = await createCustomer(desk.t, desk.cookie, {
      fields: { name: 'Many Docs Ltd', status: 'Inactive' },
      documents: [
        { title: 'Old insurance', expiry_date: past },
        { title: 'Old permit', expiry_date: past },
        { title: 'Insurance', expiry_date: today },
        { title: 'Permit', expiry_date: soon },
        { title: 'Licence', expiry_date: later },
      ],
    });
    const one = await createCustomer(desk.t, desk.cookie, {
      fields: { name: 'One Doc Ltd' },
      documents: [{ title: 'Insurance', expiry_date: soon }],
    });
    const undated = await createCustomer(desk.t, desk.cookie, {
      fields: { name: 'Undated Ltd' },
      documents: [{ title: 'Charter' }],
    });
    await addTicket(desk.t, many.id, { agreed_rate: '100.10' });
    await addTicket(desk.t, many.id, { half_day_rate: '5.00' }, 'EUR');
    await addTicket(desk.t, many.id, {}, 'GBP');
    await addTicket(desk.t, one.id, { hourly_rate: '0.40' });
    await assertFilters('after the API wrote them');
    assert.equal((await counted('expired')).stats.totalCustomers, 1);
    assert.equal((await counted('expiring')).stats.totalCustomers, 2);

    // A ticket changed, added and removed by direct SQL.
    await sql('update tickets set agreed_rate = 7.25 where customer_id = ? and currency = ?', [
      many.id,
      'USD',
    ]);
    await assertFilters('after a rate changed');
    await addTicket(desk.t, one.id, { full_day_rate: '400.00' }, 'GBP');
    await assertFilters('after a ticket in a second currency');
    await sql('delete from tickets where customer_id = ? and currency = ?', [many.id, 'EUR']);
    await assertFilters('after a ticket was removed');
    await sql('update tickets set customer_id = ? where customer_id = ? and currency = ?', [
      undated.id,
      one.id,
      'GBP',
    ]);
    await assertFilters('after a ticket moved to another customer');

    // The customers' status and creation time.
    await sql("update customers set status = 'Active' where id = ?", [many.id]);
    await assertFilters('after a status changed');
    await sql("update customers set created_at = now() - interval '1 year' where id = ?", [one.id]);
    await assertFilters('after a creation time changed');

    // Documents re-dated into and out of the ranges, moved, removed and added.
    await sql(
      "update customer_documents set expiry_date = ? where customer_id = ? and title like 'Old%'",
      [later, many.id],
    );
    await assertFilters('after the expired documents were renewed');
    await sql(
      "update customer_documents set expiry_date = ? where customer_id = ? and title = 'Charter'",
      [past, undated.id],
    );
    await assertFilters('after an undated document was dated in the past');
    await sql(
      "update customer_documents set customer_id = ? where customer_id = ? and title = 'Permit'",
      [undated.id, many.id],
    );
    await assertFilters('after a document moved to another customer');
    await sql('delete from customer_documents where customer_id = ? and expiry_date = ?', [
      many.id,
      today,
    ]);
    await assertFilters('after a document was removed');
    await sql(
      `insert into customer_documents (customer_id, title, expiry_date, file_id)
       select ?, 'Late filing', ?, file_id from customer_documents limit 1`,
      [one.id, past],
    );
    await assertFilters('after a document was added');
    await sql('delete from customer_documents where customer_id = ?', [one.id]);
    await sql('delete from tickets where customer_id = ?', [one.id]);
    await sql('delete from customers where id = ?', [one.id]);
    await assertFilters('after a customer was removed');
  });
});
