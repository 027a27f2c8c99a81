import { join } from 'node:path';
import fp from 'fastify-plugin';
import autoload from '@fastify/autoload';
import type { Config } from '../config';

/**
 * One service per area whose writes span repositories (the transaction, files and realtime
 * announcement of a save or delete). Each file of the services folder is a plugin that decorates
 * the instance with `<area>Service`; they are all loaded here, after the repositories, so a new
 * area only adds its file. A service that needs another names it in its fastify-plugin
 * `dependencies` and autoload registers that one first.
 */
export default fp(
  async function services(fastify, opts: { config: Config }) {
    // Not encapsulated, so every decorator is visible to the whole app even if a file forgets
    // fastify-plugin. Each file gets `{ config }` as its options.
    await fastify.register(autoload, {
      dir: join(import.meta.dirname, 'services'),
      encapsulate: false,
      options: { config: opts.config },
    });
  },
  { name: 'services', dependencies: ['repositories', 'realtime'] },
);
