import { z } from 'zod';

/** Readiness: the process is up and its database answers (GET /api/health, /api/health/ready). */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['up', 'down']),
});
export type Health = z.infer<typeof healthSchema>;

/** Liveness: the process answers at all (GET /api/health/live); the database is not consulted. */
export const livenessSchema = z.object({ status: z.literal('ok') });
export type Liveness = z.infer<typeof livenessSchema>;
