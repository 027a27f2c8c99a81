import fp from 'fastify-plugin';
import {
  createSystemUsersService,
  type SystemUsersService,
} from '../../services/system-users-service';

declare module 'fastify' {
  interface FastifyInstance {
    systemUsersService: SystemUsersService;
  }
}

export default fp(
  async function systemUsersServicePlugin(fastify) {
    fastify.decorate(
      'systemUsersService',
      createSystemUsersService({
        db: fastify.db,
        systemUsersRepository: fastify.systemUsersRepository,
        usersRepository: fastify.usersRepository,
        rolesRepository: fastify.rolesRepository,
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
  { name: 'system-users-service', dependencies: ['repositories', 'realtime'] },
);
