import { useQuery } from '@tanstack/react-query';
import { API_ROUTES, type TicketEngineerOption } from '@trellis/contracts';
import { apiFetch, listUrl } from '@trellis/platform';
import { leavesKeys } from './leaves-keys';

export interface LeaveEngineer {
  id: number;
  name: string;
}

// The options' largest answer: a business has far fewer engineers than that.
const EVERY_ENGINEER = 1000;

/**
 * Every engineer by name (Inactive ones too: their past leave is still listed), from the
 * engineer options the tickets' pickers read; only the names are used here.
 */
export async function getLeaveEngineers(): Promise<LeaveEngineer[]> {
  const { items } = await apiFetch<{ items: TicketEngineerOption[] }>(
    listUrl(API_ROUTES.ticketEngineerOptions, { limit: EVERY_ENGINEER }),
  );
  return items.map(({ id, name }) => ({ id, name }));
}

/** The Engineer filter's choices. */
export function useLeaveEngineers() {
  return useQuery({
    queryKey: leavesKeys.engineers(),
    queryFn: getLeaveEngineers,
    staleTime: 30_000,
  });
}
