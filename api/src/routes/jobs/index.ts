import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_ROUTES,
  isJobName,
  JOB_MESSAGES,
  jobListResponseSchema,
  jobParamsSchema,
  jobRunResponseSchema,
} from '@trellis/contracts';
import { AppError, notFound } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';

/** The scheduled jobs, for administrators: how each runs and ran, and "Run now". */
const jobs: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    API_ROUTES.jobs,
    {
      config: { permission: 'manage_users' },
      schema: {
        tags: ['jobs'],
        summary:
          'Every scheduled job with its schedule (cron and business time zone, and in words), its last run (start, end, result, counts, error) and its next run',
        response: { 200: jobListResponseSchema },
      },
    },
    async () => ({ engine_running: fastify.jobs.engineRunning, items: await fastify.jobs.list() }),
  );

  fastify.post(
    '/api/jobs/:name/run',
    {
      config: {
        permission: 'manage_users',
        audit: {
          actions: [
            'job.ran',
            'job.failed',
            'ticket.status_changed',
            'invoice.reminded',
            'holidays.synced',
          ],
          mayRecordNothing:
            'a run that joins one already waiting, or is still going when the answer is sent, records under that run',
        },
      },
      schema: {
        tags: ['jobs'],
        summary:
          'Run a job now, through the engine (never twice at once): 200 with the run once its first attempt has finished (ok or failed, and then retried by the engine), 202 while it is still going; 404 for a name that is no job, 503 JOBS_OFF on a server that does not run jobs',
        params: jobParamsSchema,
        response: {
          200: jobRunResponseSchema,
          202: jobRunResponseSchema,
          ...errorResponses(404, 503),
        },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      if (!isJobName(name)) throw notFound('Job');
      const outcome = await fastify.jobs.runNow(name, {
        requestId: request.id,
        requestedBy: request.currentUser?.username ?? null,
      });
      if (!outcome) throw new AppError('JOBS_OFF', JOB_MESSAGES.engineOff);
      return reply.code(outcome.finished ? 200 : 202).send({ name, run: outcome.run });
    },
  );
};

export default jobs;
