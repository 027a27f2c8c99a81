import fp from 'fastify-plugin';
import { createHolidaysService, type HolidaysService } from '../../services/holidays-service';

declare module 'fastify' {
  interface FastifyInstance {
    holidaysService: HolidaysService;
  }
}

export default fp(
  async function holidaysServicePlugin(fastify) {
    const { db, holidaysRepository, realtime, auditRepository } = fastify;
    fastify.decorate(
      'holidaysService',
      createHolidaysService({ db, holidaysRepository, realtime, auditRepository }),
    );
  },
  { name: 'holidays-service', dependencies: ['repositories', 'realtime'] },
);
