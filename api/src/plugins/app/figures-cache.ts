import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { cacheForgettingOnChange } from '../../lib/forget-on-change';
import type { ReadCache } from '../../lib/read-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** The receivables' totals and aging per filter and day, until an invoice is written. */
    figuresCache: ReadCache;
  }
}

/**
 * The receivables' four totals and aging analysis sum every invoice's per-day totals (hundreds
 * of rows, most of the first page's cost), and every reader of the list asks for the same sums
 * between two invoice writes. Any write of invoices, through the API or by hand in SQL, tells
 * every process to forget them (migration 20261130030000), and so does any write this process
 * answers (a customer's or a ticket's may reach its invoices): forgetting costs one sum. The day
 * is part of the key, so the overdue split and the aging move on at midnight on their own.
 */
export default fp(
  async function figuresCache(fastify, opts: { config: Config }) {
    const cache = await cacheForgettingOnChange(fastify, {
      lifetimeMs: opts.config.FIGURES_CACHE_MS,
      channel: 'trellis_figures_changed',
    });
    fastify.decorate('figuresCache', cache);
  },
  { name: 'figures-cache', dependencies: ['notice-listener'] },
);
