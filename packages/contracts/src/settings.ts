import { z } from 'zod';

/** GET /api/settings: what the browser must share with the server (public, no session). */
export const appSettingsSchema = z.object({
  /** The business time zone (APP_TIME_ZONE): "today" is its today, in SQL and in the browser. */
  timeZone: z.string(),
  /** The business today (YYYY-MM-DD) when the server answered. */
  today: z.string(),
});
export type AppSettings = z.infer<typeof appSettingsSchema>;
