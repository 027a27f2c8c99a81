import {
  PAYOUTS_PAGE_SIZE,
  RECEIVABLE_AGING_BUCKETS,
  RECEIVABLES_PAGE_SIZE,
  payoutListResponseSchema,
  payoutSchema,
  receivableListResponseSchema,
  receivableSchema,
  type Money,
  type Payout,
  type PayoutListResponse,
  type PayoutStats,
  type Receivable,
  type ReceivableAgingRow,
  type ReceivableListResponse,
  type ReceivableStats,
} from '@trellis/contracts';
import { parseFixture as parse } from './parse-fixture';

// The finance screens' fixtures (issue 11): payouts and receivables, each parsed through its
// contract like the others in fixtures.ts. List stats are computed from the items, per
// currency, the way the API computes them over every match.

const STAMP = '2026-01-05T09:30:00.000Z';
let lastId = 7000;
const nextId = () => (lastId += 1);

type ListOverrides<T> = Partial<Omit<T, 'items' | 'stats' | 'aging'>>;

const cents = (amount: string) => Math.round(Number(amount) * 100);
const text = (total: number) => (total / 100).toFixed(2);

/** Per currency (in currency order), the sum of `amountOf` over the items `counted` keeps. */
function perCurrency<T extends { currency: string }>(
  items: T[],
  amountOf: (item: T) => string,
  counted: (item: T) => boolean = () => true,
): Money[] {
  const currencies = [...new Set(items.map((i) => i.currency))].sort();
  return currencies.map((currency) => ({
    currency,
    amount: text(
      items
        .filter((i) => i.currency === currency && counted(i))
        .reduce((sum, i) => sum + cents(amountOf(i)), 0),
    ),
  }));
}

function payout(overrides: Partial<Payout> = {}): Payout {
  const id = overrides.id ?? nextId();
  return parse('payout', payoutSchema, {
    id,
    engineer_id: 5,
    engineer_code: 'AIM-E-005',
    engineer_name: `Engineer ${id}`,
    month: '2026-01',
    currency: 'GBP',
    working_hours: 160,
    overtime_hours: 0,
    rate: '25.00',
    base: '4000.00',
    overtime: '0.00',
    bonus: '0.00',
    deductions: '0.00',
    total: '4000.00',
    status: 'pending',
    paid_date: null,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  });
}

/** A page of payouts; `stats` are computed from the items unless given (in part or whole). */
function payoutList(
  items: Payout[] = [],
  overrides: ListOverrides<PayoutListResponse> & { stats?: Partial<PayoutStats> } = {},
): PayoutListResponse {
  const { stats, ...rest } = overrides;
  const total = (p: Payout) => p.total;
  return parse('payoutList', payoutListResponseSchema, {
    items,
    total: rest.total ?? items.length,
    page: 1,
    limit: PAYOUTS_PAGE_SIZE,
    ...rest,
    stats: {
      total: perCurrency(items, total),
      paid: perCurrency(items, total, (p) => p.status === 'paid'),
      pending: perCurrency(items, total, (p) => p.status !== 'paid'),
      ...stats,
    },
  });
}

function receivable(overrides: Partial<Receivable> = {}): Receivable {
  const id = overrides.id ?? nextId();
  return parse('receivable', receivableSchema, {
    id,
    invoice_number: `INV-2026-${String(id).padStart(4, '0')}`,
    customer_id: 3,
    customer_name: `Customer ${id}`,
    customer_email: `billing${id}@example.com`,
    ticket_id: null,
    ticket_code: null,
    amount: '1000.00',
    currency: 'USD',
    invoice_date: '2025-12-15',
    due_date: '2026-01-14',
    status: 'pending',
    paid_date: null,
    days_overdue: 0,
    category: 'Field Service',
    description: null,
    reminder_sent_at: null,
    created_at: STAMP,
    ...overrides,
  });
}

/**
 * The aging rows of the unpaid items, aged by their days overdue (the due-date basis), unless
 * the test gives its own.
 */
function agingOf(items: Receivable[]): ReceivableAgingRow[] {
  const unpaid = items.filter((r) => r.status !== 'paid');
  const currencies = [...new Set(unpaid.map((r) => r.currency))].sort();
  return currencies.map((currency) => {
    const mine = unpaid.filter((r) => r.currency === currency);
    const inBucket = (from: number, to: number | null) =>
      text(
        mine
          .filter((r) => r.days_overdue >= from && (to === null || r.days_overdue <= to))
          .reduce((sum, r) => sum + cents(r.amount), 0),
      );
    const buckets = Object.fromEntries(
      RECEIVABLE_AGING_BUCKETS.map((b) => [b.key, inBucket(b.from, b.to)]),
    ) as ReceivableAgingRow['buckets'];
    return {
      currency: currency as ReceivableAgingRow['currency'],
      buckets,
      total: text(mine.reduce((sum, r) => sum + cents(r.amount), 0)),
    };
  });
}

/** A page of invoices; `stats` and `aging` are computed from the items unless given. */
function receivableList(
  items: Receivable[] = [],
  overrides: ListOverrides<ReceivableListResponse> & {
    stats?: Partial<ReceivableStats>;
    aging?: Partial<ReceivableListResponse['aging']>;
  } = {},
): ReceivableListResponse {
  const { stats, aging, ...rest } = overrides;
  const amount = (r: Receivable) => r.amount;
  return parse('receivableList', receivableListResponseSchema, {
    items,
    total: rest.total ?? items.length,
    page: 1,
    limit: RECEIVABLES_PAGE_SIZE,
    ...rest,
    stats: {
      total: perCurrency(items, amount),
      paid: perCurrency(items, amount, (r) => r.status === 'paid'),
      pending: perCurrency(items, amount, (r) => r.status === 'pending'),
      overdue: perCurrency(items, amount, (r) => r.status === 'overdue'),
      ...stats,
    },
    aging: { basis: 'due_date', rows: agingOf(items), ...aging },
  });
}

export const financeFixtures = { payout, payoutList, receivable, receivableList };
