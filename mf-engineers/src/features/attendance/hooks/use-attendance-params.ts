import { attendanceQuerySchema, type AttendanceParams } from '@trellis/contracts';
import { useBusinessToday, useListSearchParams } from '@trellis/platform';
import { shiftMonth } from '../utils/attendance-month';

// The API's own query (no schema library bundled here); the month left out of the address is
// the business today's.
const addressSchema = attendanceQuerySchema.extend({
  month: attendanceQuerySchema.shape.month.optional(),
});

/** The month, search and page in the address; what the API is asked for. */
export function useAttendanceParams() {
  const today = useBusinessToday();
  const { query: address, update } = useListSearchParams(addressSchema);
  const month = address.month ?? today.slice(0, 7);
  const query: AttendanceParams = { ...address, month };
  return {
    query,
    today,
    setPage: (page: number) => update({ page }),
    setSearch: (search: string) => update({ search, page: 1 }),
    // The same engineers in another month: the page stays.
    goBack: () => update({ month: shiftMonth(month, -1) }),
    goForward: () => update({ month: shiftMonth(month, 1) }),
    goThisMonth: () => update({ month: undefined }),
  };
}
