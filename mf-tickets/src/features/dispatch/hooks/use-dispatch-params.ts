import {
  DISPATCH_RANGES,
  dispatchQuerySchema,
  listQuerySchema,
  type DispatchParams,
  type TicketStatusGroup,
} from '@trellis/contracts';
import { useBusinessToday, useListSearchParams } from '@trellis/platform';
import { VIEW_KEY } from '../../tickets/utils/ticket-views';
import { shiftDay } from '../utils/dispatch-range';

export type DispatchRange = (typeof DISPATCH_RANGES)[number];

const isRange = (days: number): days is DispatchRange =>
  (DISPATCH_RANGES as readonly number[]).includes(days);

// Made of the API's own fields, so the remote bundles no schema library of its own: a list's
// page and search, `from` (the first day shown; left out: today, since a dispatcher plans
// forward and a week from Sunday hides the days ahead at its end), `days` (`to` follows from it)
// and the filters.
const { shape } = dispatchQuerySchema;
const addressSchema = listQuerySchema.extend({
  limit: shape.limit,
  from: shape.from.optional(),
  days: shape.page.unwrap().refine(isRange).default(DISPATCH_RANGES[0]),
  country: shape.country,
  status_group: shape.status_group,
});
const OPTIONS = { keep: [VIEW_KEY] };

/** The board's days and filters, kept in the address; what the API is asked for. */
export function useDispatchParams() {
  const today = useBusinessToday();
  const { query: address, update } = useListSearchParams(addressSchema, OPTIONS);
  const days = isRange(address.days) ? address.days : DISPATCH_RANGES[0];
  const from = address.from ?? today;
  const query: DispatchParams = {
    from,
    to: shiftDay(from, days - 1),
    search: address.search,
    ...(address.country ? { country: address.country } : {}),
    ...(address.status_group ? { status_group: address.status_group } : {}),
    page: address.page,
    limit: address.limit,
  };
  return {
    query,
    days,
    today,
    country: address.country ?? '',
    statusGroup: address.status_group,
    goBack: () => update({ from: shiftDay(from, -days) }),
    goForward: () => update({ from: shiftDay(from, days) }),
    // Today leaves `from` out of the address, so the link keeps meaning "from today".
    goToday: () => update({ from: undefined }),
    setDays: (next: DispatchRange) => update({ days: next, from }),
    setPage: (page: number) => update({ page }),
    // A search or filter may change the rows (a search names engineers): back to page 1.
    setSearch: (search: string) => update({ search, page: 1 }),
    setCountry: (country: string) => update({ country: country || undefined, page: 1 }),
    setStatusGroup: (group: TicketStatusGroup | undefined) =>
      update({ status_group: group, page: 1 }),
  };
}
