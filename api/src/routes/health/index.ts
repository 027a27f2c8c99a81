import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_ROUTES, healthSchema, livenessSchema } from '@trellis/contracts';

/*
 * Liveness answers whenever the process does: an orchestrator restarts the process only when it
 * stops answering. Readiness also asks the database: a load balancer sends traffic only to an
 * instance whose database answers (and during a shutdown drain, Fastify already answers 503).
 */
const health: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    API_ROUTES.healthLive,
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process answers (for a process supervisor)',
        response: { 200: livenessSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  const readiness = {
    config: { public: true },
    schema: {
      tags: ['system'],
      summary: 'Readiness: the process answers and its database is reachable (for a load balancer)',
      response: { 200: healthSchema, 503: healthSchema },
    },
  };
  const ready = async (_request: unknown, reply: import('fastify').FastifyReply) => {
    try {
      await fastify.healthRepository.ping(2000);
      return { status: 'ok' as const, db: 'up' as const };
    } catch {
      return reply.status(503).send({ status: 'degraded' as const, db: 'down' as const });
    }
  };
  fastify.get(API_ROUTES.health, readiness, ready);
  fastify.get(API_ROUTES.healthReady, readiness, ready);
};

export default health;
