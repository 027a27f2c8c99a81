import type { Knex } from 'knex';
import type { DemoSeedContext } from '../demo-seed-context';

/**
 * The Asset Management screen's three samples as real rows: a desktop, a laptop and a phone
 * whose values add up to the screen's former fixed Total Value of $5,000. The laptop
 * is linked to the demo staff account; the others are free text.
 */
export async function seedDemo(
  knex: Knex,
  { day, demoUserId: linkedUserId }: DemoSeedContext,
): Promise<void> {
  await knex('assets').insert([
    {
      name: 'Dell OptiPlex 7090',
      type: 'Desktop',
      assignee: 'John Smith',
      location: 'Office A',
      status: 'Active',
      purchase_date: day(-420),
      value: '1200.00',
      currency: 'USD',
    },
    {
      name: 'MacBook Pro 16"',
      type: 'Laptop',
      assignee: 'Demo Staff',
      assignee_user_id: linkedUserId,
      location: 'Remote',
      status: 'Active',
      purchase_date: day(-200),
      value: '2500.00',
      currency: 'USD',
    },
    {
      name: 'iPhone 14 Pro',
      type: 'Mobile',
      assignee: 'Mike Chen',
      location: 'Office B',
      status: 'Maintenance',
      purchase_date: day(-90),
      value: '1300.00',
      currency: 'USD',
    },
  ]);
}
