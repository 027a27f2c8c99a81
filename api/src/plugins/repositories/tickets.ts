import fp from 'fastify-plugin';
import {
  createTicketOptionsRepository,
  type TicketOptionsRepository,
} from '../../repositories/ticket-options-repository';
import {
  createTicketsRepository,
  type TicketsRepository,
} from '../../repositories/tickets-repository';
import {
  createWorkLogsRepository,
  type WorkLogsRepository,
} from '../../repositories/work-logs-repository';

declare module 'fastify' {
  interface FastifyInstance {
    ticketsRepository: TicketsRepository;
    workLogsRepository: WorkLogsRepository;
    ticketOptionsRepository: TicketOptionsRepository;
  }
}

export default fp(
  async function ticketsRepositoryPlugin(fastify) {
    fastify.decorate('ticketsRepository', createTicketsRepository(fastify.db));
    fastify.decorate('workLogsRepository', createWorkLogsRepository(fastify.db));
    fastify.decorate('ticketOptionsRepository', createTicketOptionsRepository(fastify.db));
  },
  { name: 'tickets-repository', decorators: { fastify: ['db'] } },
);
