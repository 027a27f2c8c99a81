import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { cacheForgettingOnChange, writesRecordingOn } from '../../lib/forget-on-change';
import type { ReadCache } from '../../lib/read-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** The engineers list's pages per query and day, until a user is written. */
    engineerListCache: ReadCache;
  }
}

/**
 * The engineers list is read far more often than engineers change: every ticket form's engineer
 * picker asks for up to a thousand of them, and the list page for a hundred. Its rows come from
 * the users table alone (the nearest document expiry is kept on the user), and no field of a row
 * is one the visibility policy hides, so every reader of a query gets the same answer. Any write
 * of users, through the API or by hand in SQL, tells every process to forget them (migration
 * 20261130060000), and so does any write this process answers on an engineer or an account. The
 * day is part of the key: each row's document status is worked out for today.
 */
export default fp(
  async function engineerListCache(fastify, opts: { config: Config }) {
    const cache = await cacheForgettingOnChange(fastify, {
      lifetimeMs: opts.config.ENGINEER_LIST_CACHE_MS,
      channel: 'trellis_engineers_changed',
      changes: writesRecordingOn(new Set(['engineer', 'account'])),
    });
    fastify.decorate('engineerListCache', cache);
  },
  { name: 'engineer-list-cache', dependencies: ['notice-listener'] },
);
