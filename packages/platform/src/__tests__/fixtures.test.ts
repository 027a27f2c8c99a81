import type { CustomerListItem } from '@trellis/contracts';
import { fixtures } from '../testing';

describe('contract fixtures', () => {
  it('build valid bodies with the overrides a test cares about', () => {
    const item = fixtures.customerListItem({ id: 4, name: 'Acme' });
    expect(item).toMatchObject({ id: 4, name: 'Acme', code: '#AIM-C-004', status: 'Active' });
    expect(fixtures.customer().persons).toEqual([]);
    expect(fixtures.user({ username: 'Grace' }).username).toBe('Grace');
    expect(fixtures.counts({ tickets: 9 }).tickets).toBe(9);
  });

  it('compute the list stats from the items unless given', () => {
    const items = [fixtures.customerListItem(), fixtures.customerListItem({ status: 'Inactive' })];
    expect(fixtures.customerList(items).stats).toEqual({
      totalCustomers: 2,
      active: 1,
      totalTickets: 0,
      totalRevenue: [],
    });
    const given = fixtures.customerList(items, { total: 9, stats: { totalTickets: 4 } });
    expect(given.stats).toMatchObject({ totalCustomers: 9, totalTickets: 4 });
  });

  it('fail loudly when an override drifts from the contract', () => {
    expect(() => fixtures.customerListItem({ status: 'Archived' as never })).toThrow(
      /fixtures\.customerListItem does not match the contract:\n {2}status:/,
    );
    expect(() => fixtures.customerListItem({ documents: 3 } as Partial<CustomerListItem>)).toThrow(
      /fixtures\.customerListItem does not match the contract/,
    );
    expect(() => fixtures.counts({ leads: 1.5 })).toThrow(/leads/);
  });
});
