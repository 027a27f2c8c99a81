import fp from 'fastify-plugin';
import { REALTIME_EVENTS } from '@trellis/contracts';
import type { Config } from '../../config';
import { cacheForgettingOnChange } from '../../lib/forget-on-change';
import type { ReadCache } from '../../lib/read-cache';
import { REALTIME_CHANNEL } from './realtime-publish';

declare module 'fastify' {
  interface FastifyInstance {
    /** The audit trail's pages per reader's permissions and query, until the next entry. */
    auditPageCache: ReadCache;
  }
}

const RECORDED = `"${REALTIME_EVENTS.auditRecorded}"`;

/**
 * Every open Activity page reloads its first page on each new entry, and every open History on
 * each entry of its record: a write watched by ten people asked for the same page ten times,
 * each read and written afresh. The page is remembered per reader's permissions (what the policy
 * lets them see) and query, and forgotten on the very notice that makes them reload (the
 * entries' own, sent on commit, so no reload can come before it), on any write this process
 * answers, and when the rows of a large transaction, committed unsealed, have been sealed and
 * counted (plugins/app/audit-sealer.ts).
 */
export default fp(
  async function auditPageCache(fastify, opts: { config: Config }) {
    const cache = await cacheForgettingOnChange(fastify, {
      lifetimeMs: opts.config.AUDIT_PAGE_CACHE_MS,
      channel: REALTIME_CHANNEL,
      announces: (payload) => payload.includes(RECORDED),
    });
    fastify.decorate('auditPageCache', cache);
  },
  { name: 'audit-page-cache', dependencies: ['notice-listener'] },
);
