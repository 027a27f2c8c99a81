import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const DAY_MS = 86_400_000;

/**
 * Prunes audit entries older than the retention, at start and daily. Every process may run it:
 * the prune takes the chain's lock and a second run finds nothing left to remove.
 */
export default fp<{ retentionDays: number | undefined }>(
  async function auditRetention(fastify: FastifyInstance, { retentionDays }) {
    if (retentionDays === undefined) return;
    let pruning: Promise<unknown> = Promise.resolve();
    const prune = () => {
      pruning = fastify.auditRepository
        .prune(retentionDays, { id: null, name: null, kind: 'system' })
        .then((removed) => {
          if (removed > 0) fastify.log.info({ removed, retentionDays }, 'pruned the audit trail');
        })
        .catch((error) => fastify.log.warn({ err: error }, 'audit trail prune failed'));
    };
    fastify.addHook('onReady', async () => prune());
    const timer = setInterval(prune, DAY_MS).unref();
    fastify.addHook('onClose', async () => {
      clearInterval(timer);
      await pruning;
    });
  },
  { name: 'audit-retention', dependencies: ['repositories'] },
);
