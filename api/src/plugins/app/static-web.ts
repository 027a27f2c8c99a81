import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import hosting from '@trellis/contracts/remote-hosting.json';
import { servableRegistry } from '../../lib/remote-registry';

// The headers every host of remote versions sends (scripts/serve-remote.mjs too): CORS for the
// manifest fetch from the shell's origin, and forever-caching, since a version never changes.
const VERSIONED_HEADERS: Record<string, string> = hosting.versioned;
const IMMUTABLE = VERSIONED_HEADERS['cache-control']!;
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
    opts: {
      webDir: string;
      remotesDir: string;
      remotesManifest: string;
      /** Origins a registry entry may point at: our own and REMOTE_ORIGINS. */
      remoteOrigins: string[];
    },
  ) {
    const allowedOrigins = new Set(opts.remoteOrigins);
    // Each refusal is logged once, not on every page load.
    const reported = new Set<string>();

    async function readRegistry(): Promise<unknown> {
      if (!existsSync(opts.remotesManifest)) return {};
      try {
        return JSON.parse(await readFile(opts.remotesManifest, 'utf8'));
      } catch (error) {
        fastify.log.error({ err: error }, `${opts.remotesManifest} is not valid JSON`);
        return {};
      }
    }

    fastify.get(
      '/remotes.json',
      { config: { public: true }, schema: { hide: true } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        const { registry, refused } = servableRegistry(await readRegistry(), allowedOrigins);
        for (const { remote, entry, origin, reason } of refused) {
          const key = `${remote} ${entry}`;
          if (reported.has(key)) continue;
          reported.add(key);
          fastify.log.warn(
            { remote, origin, entry },
            `remotes.json: not serving ${remote} (${entry}): ${reason}`,
          );
        }
        return reply.type('application/json').send(JSON.stringify(registry));
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
          for (const [name, value] of Object.entries(VERSIONED_HEADERS)) res.header(name, value);
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
