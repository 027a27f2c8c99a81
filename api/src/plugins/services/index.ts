import fp from 'fastify-plugin';
import customers from './customers';
import engineers from './engineers';
import leads from './leads';
import assets from './assets';
import holidays from './holidays';
import tickets from './tickets';
import roles from './roles';
import systemUsers from './system-users';
import leaves from './leaves';
import notifications from './notifications';
import payouts from './payouts';
import receivables from './receivables';

/**
 * One service per area whose writes span repositories (the transaction, files and realtime
 * announcement of a save or delete), each a plugin of its own file here decorating the
 * instance with `<area>Service`. A new area adds its file and one line below.
 */
export default fp(
  async function services(fastify) {
    await fastify.register(customers);
    await fastify.register(engineers);
    await fastify.register(leads);
    await fastify.register(assets);
    await fastify.register(holidays);
    await fastify.register(tickets);
    await fastify.register(roles);
    await fastify.register(systemUsers);
    await fastify.register(leaves);
    await fastify.register(notifications);
    await fastify.register(payouts);
    await fastify.register(receivables);
  },
  { name: 'services', dependencies: ['repositories', 'realtime'] },
);
