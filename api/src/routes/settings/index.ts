import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appSettingsSchema, API_ROUTES, businessToday } from '@trellis/contracts';
import type { Config } from '../../config';

/** What the browser must share with the server before anyone signs in: the business "today". */
const settings: FastifyPluginAsyncZod<{ config: Config }> = async (fastify, { config }) => {
  fastify.get(
    API_ROUTES.settings,
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        summary: 'The business time zone (APP_TIME_ZONE) and its today, as SQL counts it',
        response: { 200: appSettingsSchema },
      },
    },
    async () => ({ timeZone: config.APP_TIME_ZONE, today: businessToday(config.APP_TIME_ZONE) }),
  );
};

export default settings;
