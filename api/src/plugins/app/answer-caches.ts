import fp from 'fastify-plugin';
import { REALTIME_EVENTS } from '@trellis/contracts';
import type { Config } from '../../config';
import { cacheForgettingOnChange, writesRecordingOn } from '../../lib/forget-on-change';
import type { ReadCache } from '../../lib/read-cache';
import { REALTIME_CHANNEL } from './realtime-publish';

declare module 'fastify' {
  interface FastifyInstance {
    /** The dispatch board's and the attendance month's answers, until their data changes. */
    boardCache: ReadCache;
    /** The receivables' totals and aging per filter and day, until an invoice is written. */
    figuresCache: ReadCache;
    /** The engineers list's pages per query and day, until a user is written. */
    engineerListCache: ReadCache;
    /** The audit trail's pages per reader's permissions and query, until the next entry. */
    auditPageCache: ReadCache;
  }
}

/**
 * The records the board and the attendance month show (by the entity of their audit actions):
 * tickets and their work logs, engineers (an engineer's own account too), customers' names,
 * leave and holidays. A lead, a payout or a saved view leaves every board in memory.
 */
const ON_BOARDS = new Set([
  'ticket',
  'engineer',
  'account',
  'customer',
  'leave',
  'holiday',
  'holidays',
]);

const AUDIT_RECORDED = `"${REALTIME_EVENTS.auditRecorded}"`;

/**
 * Answers many screens ask for again and again between two changes, each remembered as its JSON
 * for at most its setting's milliseconds (0 remembers nothing). Each is forgotten in every
 * process when a trigger announces a change to what it was drawn from (through the API or by
 * hand in SQL), after a lost connection, and by this process's own writes before their answer
 * leaves, so the same tab sees its change at once.
 */
export default fp(
  async function answerCaches(fastify, { config }: { config: Config }) {
    // Dispatchers' screens ask for the same board again on every live event, every one of them:
    // a board costs a dozen milliseconds of both cores to draw (50 engineers × 14 days), and
    // between two changes it is the same. Tickets, work logs, engineers, customers' names, leave
    // and holidays announce their changes (migrations 20261126200000, 20261129201000).
    fastify.decorate(
      'boardCache',
      await cacheForgettingOnChange(fastify, {
        lifetimeMs: config.BOARD_CACHE_MS,
        channel: 'trellis_board_changed',
        changes: writesRecordingOn(ON_BOARDS),
      }),
    );
    // The receivables' four totals and aging sum every invoice's per-day totals (hundreds of
    // rows, most of the first page's cost), and every reader of the list asks for the same sums
    // between two invoice writes (migration 20261130030000). Any write this process answers may
    // reach invoices (a customer's or a ticket's), and forgetting costs one sum. The day is part
    // of the key, so the overdue split and the aging move on at midnight on their own.
    fastify.decorate(
      'figuresCache',
      await cacheForgettingOnChange(fastify, {
        lifetimeMs: config.FIGURES_CACHE_MS,
        channel: 'trellis_figures_changed',
      }),
    );
    // The engineers list is read far more often than engineers change: a hundred at each visit
    // to the Engineers page and each refetch after an update it could not merge, and a thousand
    // at a time by the pickers of the specification's API clients. Its rows come from the users
    // table alone (the nearest document expiry is kept on the user), and
    // no field of a row is one the visibility policy hides, so every reader of a query gets the
    // same answer. Any write of users announces itself (migration 20261130060000). The day is
    // part of the key: each row's document status is worked out for today.
    fastify.decorate(
      'engineerListCache',
      await cacheForgettingOnChange(fastify, {
        lifetimeMs: config.ENGINEER_LIST_CACHE_MS,
        channel: 'trellis_engineers_changed',
        changes: writesRecordingOn(new Set(['engineer', 'account'])),
      }),
    );
    // Every open Activity page reloads its first page on each new entry, and every open History
    // on each entry of its record: a write watched by ten people asked for the same page ten
    // times. The pages are remembered per reader's permissions (what the policy lets them see)
    // and query, and forgotten on the very notice that makes the screens reload (the entries'
    // own, sent by the batch that seals them moments after their commit and heard in the same
    // turn as the sockets' fan-out, so no reload can come before it; audit-sealer.ts).
    fastify.decorate(
      'auditPageCache',
      await cacheForgettingOnChange(fastify, {
        lifetimeMs: config.AUDIT_PAGE_CACHE_MS,
        channel: REALTIME_CHANNEL,
        announces: (payload) => payload.includes(AUDIT_RECORDED),
      }),
    );
  },
  { name: 'answer-caches', dependencies: ['notice-listener'] },
);
