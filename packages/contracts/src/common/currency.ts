import { z } from 'zod';

/** The product's currencies. Leads, tickets, assets, payouts and receivables all use this list. */
export const CURRENCIES = ['EUR', 'USD', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const currencySchema = z.enum(CURRENCIES);
