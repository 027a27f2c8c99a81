import fp from 'fastify-plugin';
import { createLeadsService, type LeadsService } from '../../services/leads-service';

declare module 'fastify' {
  interface FastifyInstance {
    leadsService: LeadsService;
  }
}

export default fp(
  async function leadsServicePlugin(fastify) {
    const { db, leadsRepository, realtime, auditRepository } = fastify;
    fastify.decorate(
      'leadsService',
      createLeadsService({ db, leadsRepository, realtime, auditRepository }),
    );
  },
  { name: 'leads-service', dependencies: ['repositories', 'realtime'] },
);
