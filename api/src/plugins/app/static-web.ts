import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HASHED = /\.[0-9a-f]{8,}\./;

declare module 'fastify' {
  interface FastifyInstance {
    /** The shell's index.html for client-side routes, or null when the shell is not built. */
    spaIndex(): Promise<Buffer | null>;
  }
}

/**
 * Serves the shell, the remotes registry and the versioned remote bundles. Remote version
 * directories never change once written, so they are cached forever; the registry and the
 * shell's index.html are never cached, which is what makes a release a one-line edit.
 */
export default fp(
  async function staticWeb(
    fastify,
    opts: { webDir: string; remotesDir: string; remotesManifest: string },
  ) {
    fastify.get(
      '/remotes.json',
      { config: { public: true }, schema: { hide: true } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        const body = existsSync(opts.remotesManifest)
          ? await readFile(opts.remotesManifest, 'utf8')
          : '{}';
        return reply.type('application/json').send(body);
      },
    );

    if (existsSync(opts.remotesDir)) {
      await fastify.register(fastifyStatic, {
        root: opts.remotesDir,
        prefix: '/remotes/',
        decorateReply: false,
        index: false,
        cacheControl: false,
        setHeaders: (res) => {
          res.header('cache-control', IMMUTABLE);
          res.header('access-control-allow-origin', '*');
        },
      });
    }

    const indexPath = join(opts.webDir, 'index.html');
    if (existsSync(opts.webDir)) {
      await fastify.register(fastifyStatic, {
        root: opts.webDir,
        prefix: '/',
        wildcard: false,
        index: false,
        cacheControl: false,
        setHeaders: (res, path) => {
          res.header(
            'cache-control',
            path.endsWith('.html') ? 'no-store' : HASHED.test(path) ? IMMUTABLE : 'no-cache',
          );
        },
      });
    }

    fastify.decorate('spaIndex', async () => (existsSync(indexPath) ? readFile(indexPath) : null));
  },
  { name: 'static-web' },
);
