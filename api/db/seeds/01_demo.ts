import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import type { Knex } from 'knex';
import { hash } from '@node-rs/argon2';
import { seedDemoCustomers } from './demo-customers';
import { seedDemoSystemUsers } from './demo-system-users';
import { seedDemoHolidays } from './demo-holidays';
import { seedDemoTickets } from './demo-tickets';
import { seedDemoLeavesAndNotifications } from './demo-leaves-and-notifications';
import { seedDemoPayouts, seedDemoReceivables } from './demo-finance';
import type { DemoSeedContext } from './demo-seed-context';

export const DEMO_LOGIN = { email: 'demo@trellis.local', password: 'Trellis-demo-1' } as const;

/**
 * Demo data for a fresh `npm start`: the demo staff account plus the sample rows behind the
 * leave, notification and receivable counters (the sidebar badges' demo figures 3, 5 and 4).
 * Runs only on an empty database.
 */
export async function seed(knex: Knex): Promise<void> {
  const { count } = (await knex('users').count<{ count: number }>({ count: '*' }).first())!;
  if (Number(count) > 0) return;
  await knex('users').insert({
    username: 'Demo Staff',
    email: DEMO_LOGIN.email,
    password_hash: await hash(DEMO_LOGIN.password),
    role: 'staff',
    timezone: 'UTC',
  });
  const today = new Date();
  const day = (offset: number) =>
    new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  // The unpaid invoices behind customerReceivable 4, and one paid (demo-finance.ts).
  await seedDemoReceivables(knex, day);
  await seedDemoCustomers(knex, day, (content) =>
    createHash('sha256').update(content).digest('hex'),
  );
  // Demo engineers sign in to the mobile API with the demo password.
  await seedDemoTickets(knex, day, await hash(DEMO_LOGIN.password));
  await seedDemoPayouts(knex);
  await seedDemoSystemUsers(knex, DEMO_LOGIN.email);
  const demoUser = await knex('users')
    .where({ email: DEMO_LOGIN.email })
    .first<{ id: number }>('id');
  await seedDemoHolidays(knex, today.getUTCFullYear());
  // The dashboard's Leave Requests and Notifications panels (3 pending, 5 new).
  await seedDemoLeavesAndNotifications(knex, day, demoUser?.id ?? null);
  await seedAreas(knex, { day, demoUserId: demoUser?.id ?? null });
}

/** Each area's demo rows: every `areas/<area>.ts`, in name order, exports `seedDemo`. */
async function seedAreas(knex: Knex, context: DemoSeedContext): Promise<void> {
  const folder = new URL('./areas/', import.meta.url);
  const files = readdirSync(folder).filter((file) => /\.ts$/.test(file) && !file.endsWith('.d.ts'));
  for (const file of files.sort()) {
    const area = (await import(new URL(file, folder).href)) as {
      seedDemo: (knex: Knex, context: DemoSeedContext) => Promise<void>;
    };
    await area.seedDemo(knex, context);
  }
}
