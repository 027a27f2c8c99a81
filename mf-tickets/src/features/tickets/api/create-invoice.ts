import { useMutation } from '@tanstack/react-query';
import { API_ROUTES, type Receivable } from '@trellis/contracts';
import { apiFetch } from '@trellis/platform';

/** POST /api/receivables: 'Create invoice' for a Closed ticket (once; the server prices it). */
export function createInvoice(ticketId: number): Promise<Receivable> {
  return apiFetch<Receivable>(API_ROUTES.receivables, {
    method: 'POST',
    json: { ticket_id: ticketId },
  });
}

export function useCreateInvoice() {
  return useMutation({ mutationFn: createInvoice });
}
