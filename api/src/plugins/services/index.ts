import fp from 'fastify-plugin';
import customers from './customers';
import engineers from './engineers';
import leads from './leads';

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
  },
  { name: 'services', dependencies: ['repositories', 'realtime'] },
);
