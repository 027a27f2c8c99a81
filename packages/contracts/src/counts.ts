import { z } from 'zod';

export const countsSchema = z.object({
  customers: z.number().int(),
  leads: z.number().int(),
  tickets: z.number().int(),
  engineers: z.number().int(),
  leaves: z.number().int(),
  notifications: z.number().int(),
  customerReceivable: z.number().int(),
});
export type Counts = z.infer<typeof countsSchema>;
