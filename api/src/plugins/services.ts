import fp from 'fastify-plugin';
import { serviceFactories } from '../container.generated';
import { buildService } from '../container';

/**
 * One service per area whose writes span repositories (the transaction, files and realtime
 * announcement of a save or delete), each built from the instance under its own name
 * (`holidaysService`) once every repository and the platform's decorations exist. The list is the
 * generated container index, so a new area only adds its file.
 */
export default fp(
  async function services(fastify) {
    // Their names and types are declared once, from the same index (../container).
    const decorate = fastify.decorate.bind(fastify) as (name: string, value: unknown) => void;
    for (const name of Object.keys(serviceFactories) as (keyof typeof serviceFactories)[])
      decorate(name, buildService(fastify, name));
  },
  { name: 'services', dependencies: ['repositories', 'realtime', 'mailer', 'password-hasher'] },
);
