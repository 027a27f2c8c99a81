import type { Knex } from 'knex';
import fp from 'fastify-plugin';
import { repositoryFactories } from '../container.generated';
import '../container';

declare module 'fastify' {
  interface FastifyInstance {
    db: Knex;
  }
}

/**
 * The knex handle and every repository of api/src/repositories, each built from it under its own
 * name (`holidaysRepository`). The list is the generated container index, so a new area only
 * adds its file. Other plugins depend on the name `repositories` to know every one exists.
 */
export default fp(
  async function repositories(fastify, opts: { db: Knex }) {
    fastify.decorate('db', opts.db);
    // Their names and types are declared once, from the same index (../container).
    const decorate = fastify.decorate.bind(fastify) as (name: string, value: unknown) => void;
    for (const [name, create] of Object.entries(repositoryFactories))
      decorate(name, create(opts.db));
  },
  { name: 'repositories' },
);
