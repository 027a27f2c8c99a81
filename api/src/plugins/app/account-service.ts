import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { createAccountService, type AccountService } from '../../services/account-service';
import { unusablePasswordHash } from '../../services/invitations';

declare module 'fastify' {
  interface FastifyInstance {
    accountService: AccountService;
  }
}

// Not in the container index with the area services: the account service needs the
// configuration and a password hash computed at start-up.
export default fp<{ config: Config }>(
  async function accountServicePlugin(fastify, { config }) {
    fastify.decorate(
      'accountService',
      createAccountService({
        db: fastify.db,
        usersRepository: fastify.usersRepository,
        rolesRepository: fastify.rolesRepository,
        sessionsRepository: fastify.sessionsRepository,
        passwordResetsRepository: fastify.passwordResetsRepository,
        systemUsersRepository: fastify.systemUsersRepository,
        engineersRepository: fastify.engineersRepository,
        filesRepository: fastify.filesRepository,
        auditRepository: fastify.auditRepository,
        passwordHasher: fastify.passwordHasher,
        mailer: fastify.mailer,
        realtime: fastify.realtime,
        config,
        // Hashed once at start-up, so no sign-in pays for it.
        dummyHash: await unusablePasswordHash(fastify.passwordHasher),
      }),
    );
  },
  { name: 'account-service', dependencies: ['repositories', 'realtime'] },
);
