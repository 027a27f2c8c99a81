import { formFieldsOf } from '@trellis/page-kit';
import { TICKET_FIELD_LABELS, type TicketFormValues } from '@trellis/contracts';

export type TicketFormField = keyof TicketFormValues;

/** The ticket form's labelled fields: `ticket-<name>` ids, the contract's labels. */
export const {
  fieldId: ticketFieldId,
  Input: TicketInput,
  Select: TicketSelect,
} = formFieldsOf<TicketFormValues, TicketFormField>('ticket', TICKET_FIELD_LABELS);
