import fp from 'fastify-plugin';
import { createRolesRepository, type RolesRepository } from '../../repositories/roles-repository';

declare module 'fastify' {
  interface FastifyInstance {
    rolesRepository: RolesRepository;
  }
}

export default fp(
  async function rolesRepositoryPlugin(fastify) {
    fastify.decorate('rolesRepository', createRolesRepository(fastify.db));
  },
  { name: 'roles-repository', decorators: { fastify: ['db'] } },
);
