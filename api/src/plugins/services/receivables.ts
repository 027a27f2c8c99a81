import fp from 'fastify-plugin';
import {
  createReceivablesService,
  type ReceivablesService,
} from '../../services/receivables-service';

declare module 'fastify' {
  interface FastifyInstance {
    receivablesService: ReceivablesService;
  }
}

export default fp(
  async function receivablesServicePlugin(fastify) {
    const { db, receivablesRepository, mailer, realtime, auditRepository, log } = fastify;
    fastify.decorate(
      'receivablesService',
      createReceivablesService({
        db,
        receivablesRepository,
        mailer,
        realtime,
        auditRepository,
        log,
      }),
    );
  },
  { name: 'receivables-service', dependencies: ['repositories', 'realtime', 'mailer'] },
);
