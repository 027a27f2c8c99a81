import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A safety net for notices lost while no process listened (every process at start, too). */
const SWEEP_MS = 30_000;

/**
 * Seals the audit rows that large transactions commit unsealed (a bulk action, an import): they
 * NOTIFY on commit, and every process answers by sealing committed rows a batch at a time. Two
 * processes sealing at once simply take turns on the chain's lock; each batch seals what is left.
 */
export default fp(
  async function auditSealer(fastify: FastifyInstance) {
    let running: Promise<void> | null = null;
    let again = false;
    const seal = (): Promise<void> => {
      if (running) {
        // A notice that came in mid-run may name rows committed after the run's last batch.
        again = true;
        return running;
      }
      running = (async () => {
        do {
          again = false;
          const sealed = await fastify.auditRepository.sealPending();
          if (sealed > 0) fastify.log.info({ sealed }, 'sealed audit rows of large transactions');
        } while (again);
        // The pages' totals count sealed rows. Another process may have sealed them: this run
        // ended only once none were left, so both its own and theirs are counted now.
        fastify.auditPageCache.clear();
      })()
        .catch((error) => fastify.log.warn({ err: error }, 'sealing the audit trail failed'))
        .finally(() => (running = null));
      return running;
    };
    await fastify.noticeListener.listen('trellis_audit_unsealed', {
      onNotice: () => void seal(),
      onReconnect: () => void seal(),
    });
    fastify.addHook('onReady', async () => void seal());
    const timer = setInterval(() => void seal(), SWEEP_MS).unref();
    fastify.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'audit-sealer', dependencies: ['repositories', 'notice-listener', 'answer-caches'] },
);
