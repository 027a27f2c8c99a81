import type { Knex } from 'knex';
import { containsCondition, lookupWords } from './search-words';

/** The display code, AIM-E-001 (with or without the #, any case). */
const CODE_SEARCH = /^#?aim-e-0*(\d{1,9})$/i;

/**
 * The users whose name contains `search`, or whose display code it is, as a subquery of ids:
 * the name's trigram index looked up by the search's rarest word (search-words.ts), or the id.
 */
export async function engineerSearchIds(
  db: Knex,
  search: string,
): Promise<{ sql: string; bindings: Knex.RawBinding[] }> {
  const words = await lookupWords(db, search, ['users.username']);
  const name = containsCondition('username', search, words.get('users.username'));
  const code = CODE_SEARCH.exec(search.trim());
  return {
    sql: `select id from users where ${name.sql}${code ? ' union select ?::int' : ''}`,
    bindings: [...name.bindings, ...(code ? [Number(code[1])] : [])],
  };
}
