import fp from 'fastify-plugin';
import { createLeadsRepository, type LeadsRepository } from '../../repositories/leads-repository';

declare module 'fastify' {
  interface FastifyInstance {
    leadsRepository: LeadsRepository;
  }
}

export default fp(
  async function leadsRepositoryPlugin(fastify) {
    fastify.decorate('leadsRepository', createLeadsRepository(fastify.db));
  },
  { name: 'leads-repository', decorators: { fastify: ['db'] } },
);
