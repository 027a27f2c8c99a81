import fp from 'fastify-plugin';
import { createAuditRepository, type AuditRepository } from '../../repositories/audit-repository';

declare module 'fastify' {
  interface FastifyInstance {
    auditRepository: AuditRepository;
  }
}

export default fp(
  async function auditRepositoryPlugin(fastify) {
    fastify.decorate('auditRepository', createAuditRepository(fastify.db));
  },
  { name: 'audit-repository', decorators: { fastify: ['db'] } },
);
