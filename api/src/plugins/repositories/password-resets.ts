import fp from 'fastify-plugin';
import {
  createPasswordResetsRepository,
  type PasswordResetsRepository,
} from '../../repositories/password-resets-repository';

declare module 'fastify' {
  interface FastifyInstance {
    passwordResetsRepository: PasswordResetsRepository;
  }
}

export default fp(
  async function passwordResetsRepositoryPlugin(fastify) {
    fastify.decorate('passwordResetsRepository', createPasswordResetsRepository(fastify.db));
  },
  { name: 'password-resets-repository', decorators: { fastify: ['db'] } },
);
