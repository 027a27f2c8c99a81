import { join } from 'node:path';
import type { Knex } from 'knex';
import fp from 'fastify-plugin';
import autoload from '@fastify/autoload';

declare module 'fastify' {
  interface FastifyInstance {
    db: Knex;
  }
}

/**
 * The knex handle and every repository. Each file of the repositories folder is a plugin that
 * decorates the instance with `<area>Repository`; they are all loaded here, so a new area only
 * adds its file. Other plugins depend on the name `repositories` to know every one exists.
 */
export default fp(
  async function repositories(fastify, opts: { db: Knex }) {
    fastify.decorate('db', opts.db);
    // Not encapsulated, so every decorator is visible to the whole app even if a file forgets
    // fastify-plugin.
    await fastify.register(autoload, {
      dir: join(import.meta.dirname, 'repositories'),
      encapsulate: false,
    });
  },
  { name: 'repositories' },
);
