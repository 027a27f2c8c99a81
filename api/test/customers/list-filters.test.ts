import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { CustomerListItem } from '@trellis/contracts';
import { useAdminSession } from '../helpers/admin-app';
import {
  addTicket,
  createCustomer,
  dayFromToday,
  listCustomers,
  uniqueToken,
} from './customer-factory';

describe('GET /api/customers: document filters and summary cards', () => {
  const desk = useAdminSession();

  const list = (query: Record<string, string | number>) =>
    listCustomers(desk.t, desk.cookie, query);

  it('filters documents expiring in 0 to 30 days and already expired, at the edges', async () => {
    const token = uniqueToken();
    const byOffset = new Map<number, number>();
    for (const offset of [-1, 0, 30, 31]) {
      const c = await createCustomer(desk.t, desk.cookie, {
        fields: { name: `${token} ${offset}` },
        documents: [{ title: `Doc ${offset}`, expiry_date: await dayFromToday(desk.t, offset) }],
      });
      byOffset.set(offset, c.id);
    }
    await createCustomer(desk.t, desk.cookie, {
      fields: { name: `${token} undated` },
      documents: [{ title: 'Undated' }],
    });
    const ids = async (documents: string) =>
      (await list({ search: token, documents, sort: 'created_at', order: 'asc' })).items.map(
        (c: { id: number }) => c.id,
      );
    assert.deepEqual(await ids('expiring'), [byOffset.get(0), byOffset.get(30)]);
    assert.deepEqual(await ids('expired'), [byOffset.get(-1)]);
    assert.equal((await ids('all')).length, 5);

    const page = await list({
      search: token,
      documents: 'expiring',
      sort: 'created_at',
      order: 'asc',
    });
    assert.equal(page.stats.totalCustomers, 2, 'cards follow the filter');
    const [today, day30] = page.items as [CustomerListItem, CustomerListItem];
    assert.equal(today.nearest_expiry, await dayFromToday(desk.t, 0));
    assert.deepEqual(
      today.expiring_documents.map((d: { title: string }) => d.title),
      ['Doc 0'],
    );
    assert.match(day30.expiring_documents[0]!.file_path ?? '', /^\/api\/files\/\d+$/);
    const expired = (await list({ search: token, documents: 'expired' })).items[0]!;
    assert.equal(expired.nearest_expiry, null, 'an expired document is not an upcoming expiry');
    assert.equal(expired.expiring_documents[0]!.title, 'Doc -1');
  });

  it('computes the cards over every match, revenue per currency from the first non-empty rate', async () => {
    const token = uniqueToken();
    const customers = [];
    for (let i = 0; i < 9; i += 1)
      customers.push(
        await createCustomer(desk.t, desk.cookie, {
          fields: { name: `${token} ${i}`, status: i < 6 ? 'Active' : 'Inactive' },
        }),
      );
    await addTicket(desk.t, customers[0]!.id, { agreed_rate: '100.10', full_day_rate: '999.00' });
    await addTicket(desk.t, customers[0]!.id, {
      agreed_rate: null,
      full_day_rate: '0.20',
      half_day_rate: '5.00',
    });
    await addTicket(desk.t, customers[8]!.id, { hourly_rate: '0.10' });
    await addTicket(desk.t, customers[8]!.id, { half_day_rate: '180.00' }, 'EUR');
    await addTicket(desk.t, customers[7]!.id, {}, 'GBP');
    const { stats, items } = await list({ search: token });
    assert.equal(items.length, 7);
    assert.deepEqual(stats, {
      totalCustomers: 9,
      active: 6,
      totalTickets: 5,
      totalRevenue: [
        { currency: 'EUR', amount: '180.00' },
        { currency: 'USD', amount: '100.40' },
      ],
    });
  });
});
