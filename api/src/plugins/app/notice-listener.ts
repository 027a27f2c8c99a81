import fp from 'fastify-plugin';
import { createPgListener, type PgListener } from '../../lib/pg-listener';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's one LISTEN connection, shared by every channel it hears. */
    noticeListener: PgListener;
  }
}

export default fp(
  async function noticeListener(fastify, { databaseUrl }: { databaseUrl: string }) {
    const listener = await createPgListener({ databaseUrl, log: fastify.log });
    fastify.decorate('noticeListener', listener);
    fastify.addHook('onClose', () => listener.close());
  },
  { name: 'notice-listener' },
);
