import type { Knex } from 'knex';
import { DEMO_LOGIN } from '../../db/seeds/01_demo';
import { passwordHasher } from '../plugins/app/password-hasher';

/** How many hashes are checked at once (argon2 runs on libuv's threads). */
const AT_ONCE = 4;

/**
 * The active accounts that still sign in with the demo password, which anyone who has read the
 * README knows. Each distinct stored hash is checked once (the demo seed gives its engineers one
 * shared hash), so the cost is one argon2 check per account that set its own password.
 */
export async function accountsWithDemoPassword(db: Knex): Promise<string[]> {
  const groups: { password_hash: string; emails: string[] }[] = await db('users')
    .where({ status: 'Active' })
    .whereNotNull('password_hash')
    .groupBy('password_hash')
    .select('password_hash', db.raw('array_agg(email order by email) as emails'));
  const found: string[] = [];
  for (let at = 0; at < groups.length; at += AT_ONCE) {
    const batch = groups.slice(at, at + AT_ONCE);
    const matches = await Promise.all(
      batch.map((g) => passwordHasher.verify(g.password_hash, DEMO_LOGIN.password)),
    );
    batch.forEach((g, i) => matches[i] && found.push(...g.emails));
  }
  return found.sort();
}

/** Why a production start stops, naming the accounts to fix. */
export const demoPasswordRefusal = (emails: string[]) =>
  `Refusing to start in production: ${emails.length} active account${emails.length === 1 ? '' : 's'} still sign${emails.length === 1 ? 's' : ''} in with the demo password (${emails.slice(0, 5).join(', ')}${emails.length > 5 ? ', …' : ''}). Change their passwords or deactivate them, and keep SEED_DEMO off in production.`;
