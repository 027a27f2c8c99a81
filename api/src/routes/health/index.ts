import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '@trellis/contracts';

const health: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/health',
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      try {
        await fastify.db.raw('select 1').timeout(2000, { cancel: false });
        return { status: 'ok' as const, db: 'up' as const };
      } catch {
        return reply.status(503).send({ status: 'degraded' as const, db: 'down' as const });
      }
    },
  );
};

export default health;
