import fp from 'fastify-plugin';
import { createLeavesService, type LeavesService } from '../../services/leaves-service';

declare module 'fastify' {
  interface FastifyInstance {
    leavesService: LeavesService;
  }
}

export default fp(
  async function leavesServicePlugin(fastify) {
    const { db, leavesRepository, realtime, auditRepository } = fastify;
    fastify.decorate(
      'leavesService',
      createLeavesService({ db, leavesRepository, realtime, auditRepository }),
    );
  },
  { name: 'leaves-service', dependencies: ['repositories', 'realtime'] },
);
