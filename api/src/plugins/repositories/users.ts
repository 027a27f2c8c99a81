import fp from 'fastify-plugin';
import { createUsersRepository, type UsersRepository } from '../../repositories/users-repository';

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository;
  }
}

export default fp(
  async function usersRepositoryPlugin(fastify) {
    fastify.decorate('usersRepository', createUsersRepository(fastify.db));
  },
  { name: 'users-repository', decorators: { fastify: ['db'] } },
);
