import fp from 'fastify-plugin';
import { createTicketsService, type TicketsService } from '../../services/tickets-service';
import { createWorkLogsService, type WorkLogsService } from '../../services/work-logs-service';

declare module 'fastify' {
  interface FastifyInstance {
    ticketsService: TicketsService;
    workLogsService: WorkLogsService;
  }
}

export default fp(
  async function ticketsServicePlugin(fastify) {
    const {
      db,
      ticketsRepository,
      workLogsRepository,
      filesRepository,
      leavesRepository,
      realtime,
      auditRepository,
    } = fastify;
    fastify.decorate(
      'ticketsService',
      createTicketsService({
        db,
        ticketsRepository,
        filesRepository,
        leavesRepository,
        realtime,
        auditRepository,
      }),
    );
    fastify.decorate(
      'workLogsService',
      createWorkLogsService({
        db,
        ticketsRepository,
        workLogsRepository,
        realtime,
        auditRepository,
      }),
    );
  },
  { name: 'tickets-service', dependencies: ['repositories', 'realtime'] },
);
