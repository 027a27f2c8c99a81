import { Button } from '@trellis/ui/controls';
import { RECEIVABLE_MESSAGES, type Receivable } from '@trellis/contracts';
import { errorMessage, toast, usePermission } from '@trellis/platform';
import { HistoryAction, StyledRowActions } from '@trellis/page-kit';
import { usePayReceivable, useRemindReceivable } from '../api/receivables-resource';

/**
 * 'Mark paid' and 'Send reminder' on an unpaid invoice, for a user who may update, and the
 * invoice's History on every row. A refusal (a reminder within 7 days, an invoice paid
 * meanwhile) shows the server's message.
 */
export function ReceivableRowActions({ receivable }: { receivable: Receivable }) {
  const pay = usePayReceivable();
  const remind = useRemindReceivable();
  const canUpdate = usePermission('update');
  const settle = receivable.status !== 'paid' && canUpdate;
  const invoice = receivable.invoice_number;
  const handlePay = () =>
    pay.mutate(receivable.id, {
      onSuccess: () => toast(RECEIVABLE_MESSAGES.markedPaid(invoice), 'success'),
      onError: (error) => toast(errorMessage(error, RECEIVABLE_MESSAGES.markPaidFailed), 'error'),
    });
  const handleRemind = () =>
    remind.mutate(receivable.id, {
      onSuccess: () => toast(RECEIVABLE_MESSAGES.reminderSent(invoice), 'success'),
      onError: (error) => toast(errorMessage(error, RECEIVABLE_MESSAGES.reminderFailed), 'error'),
    });
  return (
    <StyledRowActions>
      {settle && (
        <>
          <Button
            size="sm"
            variant="secondary"
            onClick={handlePay}
            disabled={pay.isPending}
            aria-label={`${RECEIVABLE_MESSAGES.markPaid}: ${invoice}`}
          >
            {pay.isPending ? RECEIVABLE_MESSAGES.marking : RECEIVABLE_MESSAGES.markPaid}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={handleRemind}
            disabled={remind.isPending}
            aria-label={`${RECEIVABLE_MESSAGES.sendReminder}: ${invoice}`}
          >
            {remind.isPending ? RECEIVABLE_MESSAGES.sending : RECEIVABLE_MESSAGES.sendReminder}
          </Button>
        </>
      )}
      <HistoryAction entity="invoice" entityId={receivable.id} recordLabel={invoice} />
    </StyledRowActions>
  );
}
