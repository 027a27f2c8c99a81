import fp from 'fastify-plugin';
import { createLeadsService, type LeadsService } from '../../services/leads-service';

declare module 'fastify' {
  interface FastifyInstance {
    leadsService: LeadsService;
  }
}

export default fp(
  async function leadsServicePlugin(fastify) {
    const { db, leadsRepository, realtime } = fastify;
    fastify.decorate('leadsService', createLeadsService({ db, leadsRepository, realtime }));
  },
  { name: 'leads-service', dependencies: ['repositories', 'realtime'] },
);
