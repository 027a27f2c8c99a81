import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { leadsPageStateSchema } from '@trellis/contracts';
import { toast } from '@trellis/platform';
import { leads } from '../api/leads-resource';

/**
 * The tickets remote lands on /leads after creating a ticket from a lead, with the new code as
 * navigation state: say so once, and load the leads again. The ticket's lead:updated came from
 * this tab's own request, so live updates rightly ignore it, and the list cached before leaving
 * still shows 'Create Ticket'.
 */
export function useTicketCreatedNotice(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const createdTicket = leadsPageStateSchema.safeParse(location.state).data?.createdTicketCode;
  const announced = useRef<string | null>(null);
  useEffect(() => {
    // Once: the state is cleared, so Back, a reload or a second effect run says nothing again.
    if (!createdTicket || announced.current === location.key) return;
    announced.current = location.key;
    toast(`Ticket ${createdTicket} created`, 'success');
    void queryClient.invalidateQueries({ queryKey: leads.keys.all });
    navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: null },
    );
  }, [createdTicket, location, navigate, queryClient]);
}
