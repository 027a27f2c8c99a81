import { z } from 'zod';

/**
 * A total in one currency, as the stats tiles get it: amounts in different currencies are never
 * added together, so a total is a list of these.
 */
export const moneySchema = z.object({ currency: z.string(), amount: z.string() });
export type Money = z.infer<typeof moneySchema>;
