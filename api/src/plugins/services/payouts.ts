import fp from 'fastify-plugin';
import { createPayoutsService, type PayoutsService } from '../../services/payouts-service';

declare module 'fastify' {
  interface FastifyInstance {
    payoutsService: PayoutsService;
  }
}

export default fp(
  async function payoutsServicePlugin(fastify) {
    const { db, payoutsRepository, realtime, auditRepository } = fastify;
    fastify.decorate(
      'payoutsService',
      createPayoutsService({ db, payoutsRepository, realtime, auditRepository }),
    );
  },
  { name: 'payouts-service', dependencies: ['repositories', 'realtime'] },
);
