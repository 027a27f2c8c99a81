import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { cacheForgettingOnChange, writesRecordingOn } from '../../lib/forget-on-change';
import type { ReadCache } from '../../lib/read-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** The dispatch board's and the attendance month's answers, until their data changes. */
    boardCache: ReadCache;
  }
}

/**
 * The records the board and the attendance month show (by the entity of their audit actions):
 * tickets and their work logs, engineers (an engineer's own account too), customers' names,
 * leave and holidays.
 */
const SHOWN = new Set([
  'ticket',
  'engineer',
  'account',
  'customer',
  'leave',
  'holiday',
  'holidays',
]);

/**
 * Dispatchers' screens ask for the same board again on every live event, every one of them: a
 * board costs a dozen milliseconds of both cores to draw (50 engineers × 14 days), and between
 * two changes it is the same. Any change to what the board and the attendance month are drawn
 * from (tickets, engineers, customers' names, leave, holidays, work logs), through the API or by hand
 * in SQL, tells every process to forget them (migration 20261126200000).
 */
export default fp(
  async function boardCache(fastify, opts: { config: Config }) {
    const cache = await cacheForgettingOnChange(fastify, {
      lifetimeMs: opts.config.BOARD_CACHE_MS,
      channel: 'trellis_board_changed',
      // A lead, a payout or a saved view leaves every board in memory.
      changes: writesRecordingOn(SHOWN),
    });
    fastify.decorate('boardCache', cache);
  },
  { name: 'board-cache', dependencies: ['notice-listener'] },
);
