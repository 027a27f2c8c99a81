import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  assetListQuerySchema,
  assetListResponseSchema,
  businessToday,
  customerListResponseSchema,
  engineerListResponseSchema,
  holidayListQuerySchema,
  holidayListResponseSchema,
  leadListResponseSchema,
  leaveListResponseSchema,
  payoutListResponseSchema,
  receivableListResponseSchema,
  systemUserListResponseSchema,
  ticketListResponseSchema,
  type AssetListParams,
  type HolidayListParams,
  type SavedViewList,
} from '@trellis/contracts';
import type { ListBulk } from './list-bulk';
import { pagedIds } from './matching-ids';

type Row = { id: number };

/** What exporting a list's selection needs: how its filter selects and how its rows read. */
export interface SelectionExport {
  /** The audit trail's entity of the list's records, so History's policy governs the entry. */
  entity: string;
  /** The list's rows as its page answers them: the contract the CSV's columns come from. */
  itemSchema: z.ZodType;
  querySchema: z.ZodType<Record<string, unknown>>;
  /** The ids the list's filter matches, in id order. */
  matchingIds(query: Record<string, unknown>): Promise<number[]>;
  /** The list's rows of `ids` that exist. */
  items(ids: readonly number[]): Promise<Row[]>;
}

const itemOf = (listResponse: z.ZodObject) =>
  (listResponse.shape.items as unknown as z.ZodArray<z.ZodType>).element;

/**
 * Each list's selection export: the lists with bulk actions reuse their filter's matching ids;
 * assets and holidays page through their own list.
 */
export function selectionExports(
  app: FastifyInstance,
  bulk: Record<Exclude<SavedViewList, 'assets' | 'holidays'>, ListBulk>,
  timeZone: string,
): Record<SavedViewList, SelectionExport> {
  const fromBulk = (
    list: keyof typeof bulk,
    response: z.ZodObject,
    items: SelectionExport['items'],
  ) => ({
    entity: bulk[list].entity,
    itemSchema: itemOf(response),
    querySchema: bulk[list].querySchema,
    matchingIds: bulk[list].matchingIds,
    items,
  });
  const {
    ticketsRepository,
    customersRepository,
    leadsRepository,
    systemUsersRepository,
    engineersRepository,
    leavesRepository,
    receivablesRepository,
    payoutsRepository,
    assetsRepository,
    holidaysRepository,
  } = app;
  return {
    tickets: fromBulk('tickets', ticketListResponseSchema, (ids) =>
      ticketsRepository.listItems(ids),
    ),
    customers: fromBulk('customers', customerListResponseSchema, customersRepository.listItems),
    leads: fromBulk('leads', leadListResponseSchema, leadsRepository.listItems),
    'system-users': fromBulk(
      'system-users',
      systemUserListResponseSchema,
      systemUsersRepository.listItems,
    ),
    engineers: fromBulk('engineers', engineerListResponseSchema, (ids) =>
      engineersRepository.listItems(ids, businessToday(timeZone)),
    ),
    leaves: fromBulk('leaves', leaveListResponseSchema, leavesRepository.listItems),
    receivables: fromBulk(
      'receivables',
      receivableListResponseSchema,
      receivablesRepository.listItems,
    ),
    payouts: fromBulk('payouts', payoutListResponseSchema, payoutsRepository.listItems),
    assets: {
      entity: 'asset',
      itemSchema: itemOf(assetListResponseSchema),
      querySchema: assetListQuerySchema,
      matchingIds: (query) =>
        pagedIds((q) => assetsRepository.list(q), query as unknown as AssetListParams),
      items: assetsRepository.listItems,
    },
    holidays: {
      entity: 'holiday',
      itemSchema: itemOf(holidayListResponseSchema),
      querySchema: holidayListQuerySchema,
      matchingIds: (query) =>
        pagedIds((q) => holidaysRepository.list(q), query as unknown as HolidayListParams),
      items: holidaysRepository.listItems,
    },
  };
}

/** Ids read per statement while the CSV streams. */
const BATCH = 500;

/** The rows of `ids`, a batch at a time, in id order. */
export async function* selectionRows(
  source: SelectionExport,
  ids: readonly number[],
): AsyncGenerator<Record<string, unknown>> {
  for (let start = 0; start < ids.length; start += BATCH) {
    const rows = await source.items(ids.slice(start, start + BATCH));
    yield* [...rows].sort((a, b) => a.id - b.id);
  }
}
