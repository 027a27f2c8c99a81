import fp from 'fastify-plugin';
import {
  createSystemUsersRepository,
  type SystemUsersRepository,
} from '../../repositories/system-users-repository';

declare module 'fastify' {
  interface FastifyInstance {
    systemUsersRepository: SystemUsersRepository;
  }
}

export default fp(
  async function systemUsersRepositoryPlugin(fastify) {
    fastify.decorate('systemUsersRepository', createSystemUsersRepository(fastify.db));
  },
  { name: 'system-users-repository', decorators: { fastify: ['db'] } },
);
