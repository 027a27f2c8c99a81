import type { Knex } from 'knex';
import fp from 'fastify-plugin';
import users from './users';
import sessions from './sessions';
import passwordResets from './password-resets';
import files from './files';
import counts from './counts';
import engineers from './engineers';
import customers from './customers';
import leads from './leads';
import assets from './assets';
import holidays from './holidays';
import tickets from './tickets';
import roles from './roles';
import systemUsers from './system-users';
import leaves from './leaves';
import notifications from './notifications';
import dashboard from './dashboard';
import payouts from './payouts';
import receivables from './receivables';
import audit from './audit';
import dispatch from './dispatch';
import attendance from './attendance';
import health from './health';

declare module 'fastify' {
  interface FastifyInstance {
    db: Knex;
  }
}

/**
 * The knex handle and every repository, each a plugin of its own file here that decorates the
 * instance with `<area>Repository`. A new area adds its file and one line below.
 */
export default fp(
  async function repositories(fastify, opts: { db: Knex }) {
    fastify.decorate('db', opts.db);
    await fastify.register(users);
    await fastify.register(sessions);
    await fastify.register(passwordResets);
    await fastify.register(files);
    await fastify.register(counts);
    await fastify.register(engineers);
    await fastify.register(customers);
    await fastify.register(leads);
    await fastify.register(assets);
    await fastify.register(holidays);
    await fastify.register(tickets);
    await fastify.register(roles);
    await fastify.register(systemUsers);
    await fastify.register(leaves);
    await fastify.register(notifications);
    await fastify.register(dashboard);
    await fastify.register(payouts);
    await fastify.register(receivables);
    await fastify.register(audit);
    await fastify.register(dispatch);
    await fastify.register(attendance);
    await fastify.register(health);
  },
  { name: 'repositories' },
);
