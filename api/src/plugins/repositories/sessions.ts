import fp from 'fastify-plugin';
import {
  createSessionsRepository,
  type SessionsRepository,
} from '../../repositories/sessions-repository';

declare module 'fastify' {
  interface FastifyInstance {
    sessionsRepository: SessionsRepository;
  }
}

export default fp(
  async function sessionsRepositoryPlugin(fastify) {
    fastify.decorate('sessionsRepository', createSessionsRepository(fastify.db));
  },
  { name: 'sessions-repository', decorators: { fastify: ['db'] } },
);
