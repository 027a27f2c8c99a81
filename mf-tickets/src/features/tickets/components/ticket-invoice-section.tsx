import styled from 'styled-components';
import { ReceiptText } from 'lucide-react';
import { Alert, Button } from '@trellis/ui/controls';
import { formatDate, formatMoney } from '@trellis/ui/format';
import { RECEIVABLE_MESSAGES, type Ticket } from '@trellis/contracts';
import { errorMessage, toast } from '@trellis/platform';
import { useCreateInvoice } from '../api/create-invoice';
import { StyledDetailsSection } from '@trellis/page-kit';

const StyledResult = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * 'Create invoice' for a Closed ticket (issue 11): the server prices it from the rates and the
 * logged days and answers the invoice; a refusal (already invoiced) shows the server's message.
 */
export function TicketInvoiceSection({ ticket }: { ticket: Ticket }) {
  const create = useCreateInvoice();
  const invoice = create.data;
  const handleCreate = () =>
    create.mutate(ticket.id, {
      onSuccess: (created) =>
        toast(RECEIVABLE_MESSAGES.invoiceCreated(created.invoice_number), 'success'),
    });
  return (
    <StyledDetailsSection aria-label="Invoice">
      <h4>Invoice</h4>
      {invoice ? (
        <StyledResult role="status">
          {RECEIVABLE_MESSAGES.invoiceCreated(invoice.invoice_number)}:{' '}
          {formatMoney({ amount: invoice.amount, currency: invoice.currency })}, due{' '}
          {formatDate(invoice.due_date)}.
        </StyledResult>
      ) : (
        <Button
          variant="secondary"
          icon={<ReceiptText aria-hidden size={16} />}
          onClick={handleCreate}
          disabled={create.isPending}
        >
          {create.isPending
            ? RECEIVABLE_MESSAGES.creatingInvoice
            : RECEIVABLE_MESSAGES.createInvoice}
        </Button>
      )}
      {create.error && (
        <Alert>{errorMessage(create.error, RECEIVABLE_MESSAGES.createInvoiceFailed)}</Alert>
      )}
    </StyledDetailsSection>
  );
}
