import fp from 'fastify-plugin';
import { createEngineersService, type EngineersService } from '../../services/engineers-service';

declare module 'fastify' {
  interface FastifyInstance {
    engineersService: EngineersService;
  }
}

export default fp(
  async function engineersServicePlugin(fastify) {
    fastify.decorate(
      'engineersService',
      createEngineersService({
        db: fastify.db,
        engineersRepository: fastify.engineersRepository,
        usersRepository: fastify.usersRepository,
        sessionsRepository: fastify.sessionsRepository,
        passwordResetsRepository: fastify.passwordResetsRepository,
        passwordHasher: fastify.passwordHasher,
        mailer: fastify.mailer,
        realtime: fastify.realtime,
        auditRepository: fastify.auditRepository,
        log: fastify.log,
      }),
    );
  },
  { name: 'engineers-service', dependencies: ['repositories', 'realtime'] },
);
