import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A safety net for wake-ups lost while no process listened (every process at start, too). */
const SWEEP_MS = 30_000;
/**
 * How long the sealer lets entries gather after a wake-up: under load one batch then seals the
 * entries of many writes, instead of a batch per write. The announcement waits as long.
 */
const GATHER_MS = 15;

/**
 * Seals the audit entries every transaction commits unsealed, a batch at a time, and announces
 * them (audit_chain_seal_announced). Woken by this process's own audited writes once they have
 * committed, and by the NOTIFY of entries written any other way. Two processes sealing at once
 * simply take turns on the chain's lock; each batch seals what is left.
 */
export default fp(
  async function auditSealer(fastify: FastifyInstance) {
    let running: Promise<void> | null = null;
    let again = false;
    let closed = false;
    const seal = (): Promise<void> => {
      // A write that commits while the app closes is sealed by the next process to wake.
      if (closed) return Promise.resolve();
      if (running) {
        // A wake-up in mid-run may name rows committed after the run's last batch.
        again = true;
        return running;
      }
      running = (async () => {
        do {
          again = false;
          await new Promise((gathered) => setTimeout(gathered, GATHER_MS));
          await fastify.auditRepository.sealPending();
        } while (again);
      })()
        .catch((error) => fastify.log.warn({ err: error }, 'sealing the audit trail failed'))
        .finally(() => (running = null));
      return running;
    };
    const stopListening = fastify.auditRepository.onCommitted(() => void seal());
    await fastify.noticeListener.listen('trellis_audit_unsealed', {
      onNotice: () => void seal(),
      onReconnect: () => void seal(),
    });
    fastify.addHook('onReady', async () => void seal());
    const timer = setInterval(() => void seal(), SWEEP_MS).unref();
    fastify.addHook('onClose', async () => {
      closed = true;
      clearInterval(timer);
      stopListening();
      await running;
    });
  },
  { name: 'audit-sealer', dependencies: ['repositories', 'notice-listener'] },
);
