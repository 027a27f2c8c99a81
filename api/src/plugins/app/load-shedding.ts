import underPressure from '@fastify/under-pressure';
import fp from 'fastify-plugin';
import { API_ROUTES } from '@trellis/contracts';
import { AppError } from '../../lib/app-error';

const RETRY_AFTER_SECONDS = 5;

/**
 * While the event loop lags more than `maxEventLoopDelayMs` (0 turns this off), every request
 * answers 503 OVERLOADED with Retry-After at once, before any work, rather than queueing until
 * latency has no bound. Readiness (/api/health, /api/health/ready) answers 503 too, so a load
 * balancer sends the traffic elsewhere; liveness keeps answering 200, since restarting a process
 * that is merely busy would only add to the load.
 */
export default fp(
  async function loadShedding(fastify, opts: { maxEventLoopDelayMs: number }) {
    if (opts.maxEventLoopDelayMs <= 0) return;
    await fastify.register(underPressure, {
      maxEventLoopDelay: opts.maxEventLoopDelayMs,
      // The mean lag over a window as long as the lag tolerated: one second at most.
      sampleInterval: Math.min(opts.maxEventLoopDelayMs, 1000),
      pressureHandler: async (request, reply) => {
        if (request.routeOptions.url === API_ROUTES.healthLive) return;
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        throw new AppError(
          'OVERLOADED',
          'The server is overloaded. Please try again in a few seconds.',
        );
      },
    });
  },
  { name: 'load-shedding' },
);
