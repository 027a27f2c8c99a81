import fp from 'fastify-plugin';
import { createRolesService, type RolesService } from '../../services/roles-service';

declare module 'fastify' {
  interface FastifyInstance {
    rolesService: RolesService;
  }
}

export default fp(
  async function rolesServicePlugin(fastify) {
    const { db, rolesRepository, realtime, auditRepository } = fastify;
    fastify.decorate(
      'rolesService',
      createRolesService({ db, rolesRepository, realtime, auditRepository }),
    );
  },
  { name: 'roles-service', dependencies: ['repositories', 'realtime'] },
);
