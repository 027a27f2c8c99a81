import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence beside SameSite=Lax: a browser always sends Origin on cross-site state-changing
 * requests, so a mismatching one is refused. Clients without Origin (mobile app, curl) pass.
 */
export default fp(
  async function originCheck(fastify, opts: { publicUrl: string; allowed: string[] }) {
    const allowed = new Set([new URL(opts.publicUrl).origin, ...opts.allowed]);
    fastify.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      const origin = request.headers.origin;
      if (!origin) return;
      const own = `${request.protocol}://${request.host}`;
      if (origin === own || allowed.has(origin)) return;
      throw new AppError('ORIGIN_MISMATCH', 'Request refused: it came from another site');
    });
  },
  { name: 'origin-check' },
);
